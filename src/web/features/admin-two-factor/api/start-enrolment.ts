import { useMutation } from '@tanstack/react-query';
import { EnrolmentSchema } from '#shared/admin/two-factor-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

/** A new secret and its QR code, waiting for the first code from the app. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () =>
      adminRequest(API_PATHS.admin.twoFactorEnrolment, EnrolmentSchema, { method: 'POST' }),
  });
}
