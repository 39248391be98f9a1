import { MessageSchema } from '@shared/admin/auth-schema';
import { API_PATHS } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { undeliveredMailsQuery } from './list-undelivered-mails';

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
