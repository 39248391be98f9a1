import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '#shared/admin/auth-schema.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { undeliveredMailsQuery } from './list-undelivered-mails.ts';

/**
 * Queues a failed mail for a fresh series of attempts and answers the server's confirmation,
 * once the list shows the mail's new state.
 */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(API_PATHS.admin.mailRetry(id), MessageSchema, { method: 'POST' }).then(
        (answer) => answer.message,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: undeliveredMailsQuery.queryKey }),
  });
}
