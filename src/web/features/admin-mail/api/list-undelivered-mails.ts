import { queryOptions } from '@tanstack/react-query';
import { UndeliveredMailListSchema } from '#shared/admin/admin-mail.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

/** Mails the outbox has not delivered yet, newest first (the server sends at most 50). */
export const undeliveredMailsQuery = queryOptions({
  queryKey: ['undelivered-mails'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.mail, UndeliveredMailListSchema, { signal }).then(
      (list) => list.mails,
    ),
});
