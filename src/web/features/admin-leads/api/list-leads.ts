import { API_PATHS } from '@shared/api-paths';
import { LeadListPageSchema, type LeadListQuerySchema } from '@shared/leads/lead-schema';
import type * as z from 'zod/mini';
import { adminRequest } from '@/features/admin/api/admin-client';
import { toQueryString } from '@/lib/query-string';

export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;
export type LeadListPage = z.infer<typeof LeadListPageSchema>;

/** One page of leads, newest first; `phone` finds the leads whose number contains those digits. */
export function listLeads(query: LeadListQuery, signal?: AbortSignal): Promise<LeadListPage> {
  return adminRequest(
    `${API_PATHS.admin.leads}${toQueryString(query)}`,
    (data) => LeadListPageSchema.parse(data),
    { signal },
  );
}
