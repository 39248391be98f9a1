import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RecoveryCodesSchema, TwoFactorStatusSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { sessionQuery } from '#web/lib/admin/api/get-session.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { twoFactorQuery } from './get-two-factor.ts';

/**
 * After any change the status is fetched again, and so is the session: an account that had to set
 * two-factor sign-in up may use the whole admin area now (or, turned off, no longer).
 */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    ]);
}

/** The first code from the app turns it on; answers the recovery codes, shown once. */
export function useConfirmEnrolment() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await adminRequest(
          API_PATHS.admin.twoFactorConfirm,
          RecoveryCodesSchema,
          jsonRequest('POST', { code }),
        )
      ).recoveryCodes,
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (check: { password: string; code: string }) =>
      adminRequest(
        API_PATHS.admin.twoFactorDisable,
        TwoFactorStatusSchema,
        jsonRequest('POST', check),
      ),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async (password: string) =>
      (
        await adminRequest(
          API_PATHS.admin.twoFactorRecoveryCodes,
          RecoveryCodesSchema,
          jsonRequest('POST', { password }),
        )
      ).recoveryCodes,
    onSuccess: refresh,
  });
}
