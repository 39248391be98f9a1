import { type BookingFilters, BookingListPageSchema } from '@shared/admin/admin-bookings';
import { API_PATHS } from '@shared/api-paths';
import { adminRequest } from '@/features/admin/api/admin-client';
import { pagedQuery } from '@/features/admin/paged-query';
import { toQueryString } from '@/lib/query-string';

const ALL_LISTS = ['bookings'] as const;

export const bookingKeys = {
  /** Every cached bookings list, whatever its filters. */
  all: ALL_LISTS,
  list: (filters: BookingFilters) => [...ALL_LISTS, filters] as const,
};

/** The bookings matching `filters`, newest first; the server searches all bookings, not a page. */
export function bookingListQuery(filters: BookingFilters) {
  return pagedQuery(bookingKeys.list(filters), async (cursor, signal) => {
    const page = await adminRequest(
      `${API_PATHS.admin.bookings}${toQueryString({ ...filters, cursor })}`,
      BookingListPageSchema,
      { signal },
    );
    return { items: page.bookings, nextCursor: page.nextCursor };
  });
}
