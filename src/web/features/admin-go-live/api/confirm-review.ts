import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GoLiveReview, GoLiveSchema } from '#shared/admin/go-live.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { goLiveQuery } from '#web/lib/admin/api/get-go-live.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

/** "These are right": records the owner's review; the answer is the checklist as it now stands. */
export function useConfirmReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: GoLiveReview) =>
      adminRequest(API_PATHS.admin.goLiveReviewed, GoLiveSchema, jsonRequest('POST', { item })),
    onSuccess: (checklist) => queryClient.setQueryData(goLiveQuery.queryKey, checklist),
  });
}
