import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { API_PATHS } from '#shared/api-paths.ts';
import { ErasureRequestListSchema } from '#shared/personal-data/erasure-requests-schema.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

export const erasureRequestsQuery = queryOptions({
  queryKey: ['erasure-requests'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.erasureRequests, ErasureRequestListSchema, { signal }),
});

/** Staff's "Complete erasure" of a closed booking; the list is read again after it. */
export function useCompleteErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      adminRequest(
        API_PATHS.admin.bookingErasure(bookingId),
        z.object({ erasedAt: z.string() }),
        jsonRequest('POST', {}),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: erasureRequestsQuery.queryKey }),
  });
}
