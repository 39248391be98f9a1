import { EnrolmentSchema } from '@shared/admin/two-factor-schema';
import { API_PATHS } from '@shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

/** A new secret and its QR code, waiting for the first code from the app. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () =>
      adminRequest(API_PATHS.admin.twoFactorEnrolment, EnrolmentSchema, { method: 'POST' }),
  });
}
