import { API_PATHS } from '@shared/api-paths';
import { type Lead, LeadSchema } from '@shared/leads/lead-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { replaceRow } from '@/features/admin/paged-query';
import { jsonRequest } from '@/lib/api-client';
import { leadList } from './list-leads';

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
