import { API_PATHS } from '@shared/api-paths';
import { LeadListPageSchema } from '@shared/leads/lead-schema';
import { adminList } from '@/features/admin/paged-query';

/** Leads newest first; `{ phone }` finds the leads whose number contains those digits. */
export const leadList = adminList({
  name: 'leads',
  path: API_PATHS.admin.leads,
  schema: LeadListPageSchema,
  items: (page) => page.leads,
});
