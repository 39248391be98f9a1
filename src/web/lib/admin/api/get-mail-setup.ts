import { queryOptions } from '@tanstack/react-query';
import { MailSetupSchema } from '#shared/admin/mail-setup.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from './admin-client.ts';

/** Whether this server sends mail (SMTP_URL) and where new-booking notices go (ADMIN_EMAIL). */
export const mailSetupQuery = queryOptions({
  queryKey: ['mail-setup'],
  queryFn: ({ signal }) => adminRequest(API_PATHS.admin.mailSetup, MailSetupSchema, { signal }),
  // Set by the server's environment: it changes only with a restart.
  staleTime: 5 * 60_000,
});
