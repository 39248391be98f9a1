import { MailSetupSchema } from '@shared/admin/mail-setup';
import { API_PATHS } from '@shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

/** Whether this server sends mail (SMTP_URL) and where new-booking notices go (ADMIN_EMAIL). */
export const mailSetupQuery = queryOptions({
  queryKey: ['mail-setup'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.mailSetup, MailSetupSchema, { signal }),
  // Set by the server's environment: it changes only with a restart.
  staleTime: 5 * 60_000,
});
