import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { type Lead, LeadSchema } from '#shared/leads/lead-schema.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { replaceRow } from '#web/lib/admin/paged-query.ts';
import { jsonRequest } from '#web/lib/api-client.ts';
import { leadList } from './list-leads.ts';

/** Marks a lead called (or not called again); the answer, with who called and when, shows in place. */
export function useMarkLeadCalled(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (called: boolean) =>
      adminRequest(API_PATHS.admin.lead(id), LeadSchema, jsonRequest('PATCH', { called })),
    onSuccess: (lead) => {
      queryClient.setQueriesData({ queryKey: leadList.all }, replaceRow<Lead>(lead));
    },
  });
}
