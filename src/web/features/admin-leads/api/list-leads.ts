import { API_PATHS } from '@shared/api-paths';
import { LeadListPageSchema } from '@shared/leads/lead-schema';
import { adminRequest } from '@/features/admin/api/admin-client';
import { pagedQuery } from '@/features/admin/paged-query';
import { toQueryString } from '@/lib/query-string';

const ALL_LISTS = ['leads'] as const;

export const leadKeys = {
  /** Every cached leads list, whatever its search. */
  all: ALL_LISTS,
  list: (phone: string) => [...ALL_LISTS, phone] as const,
};

/** Leads newest first; `phone` finds the leads whose number contains those digits. */
export function leadListQuery(phone: string) {
  return pagedQuery(leadKeys.list(phone), async (cursor, signal) => {
    const page = await adminRequest(
      `${API_PATHS.admin.leads}${toQueryString({ phone, cursor })}`,
      LeadListPageSchema,
      { signal },
    );
    return { items: page.leads, nextCursor: page.nextCursor };
  });
}
