import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { ComplaintDetailSchema, ComplaintListSchema } from '#shared/complaints/admin-complaints.ts';
import type { ComplaintStatus } from '#shared/complaints/complaint-rules.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { jsonRequest } from '#web/lib/api-client.ts';

const ALL = ['complaints'] as const;

/** GET the queue, oldest first, with each ticket's age and deadlines; `status` filters. */
export const complaintList = (status?: ComplaintStatus) =>
  queryOptions({
    queryKey: [...ALL, 'list', status ?? 'all'],
    queryFn: () =>
      adminRequest(
        status ? `${API_PATHS.admin.complaints}?status=${status}` : API_PATHS.admin.complaints,
        ComplaintListSchema,
      ),
  });

/** GET one ticket with its text and replies. */
export const complaintDetail = (id: string) =>
  queryOptions({
    queryKey: [...ALL, 'detail', id],
    queryFn: () => adminRequest(API_PATHS.admin.complaint(id), ComplaintDetailSchema),
  });

/** Reply (mailed to the customer) or close: the ticket as it is after, and the queue fetched again. */
export function useComplaintAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { reply: string } | { close: true }) =>
      'reply' in action
        ? adminRequest(
            API_PATHS.admin.complaintReply(id),
            ComplaintDetailSchema,
            jsonRequest('POST', { text: action.reply }),
          )
        : adminRequest(API_PATHS.admin.complaintClose(id), ComplaintDetailSchema, {
            method: 'POST',
          }),
    onSuccess: (detail) => {
      queryClient.setQueryData(complaintDetail(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: [...ALL, 'list'] });
    },
  });
}
