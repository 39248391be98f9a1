import { API_PATHS } from '#shared/api-paths.ts';
import { LeadListPageSchema } from '#shared/leads/lead-schema.ts';
import { adminList } from '#web/lib/admin/paged-query.ts';

/** Leads newest first; `{ phone }` finds the leads whose number contains those digits. */
export const leadList = adminList({
  name: 'leads',
  path: API_PATHS.admin.leads,
  schema: LeadListPageSchema,
  items: (page) => page.leads,
});
