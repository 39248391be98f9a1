import type { BookingFilters } from '@shared/admin/admin-bookings';
import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import { usePagedList } from '@/features/admin/use-paged-list';
import { toQueryString } from '@/lib/query-string';
import { listBookings } from './api/list-bookings';

/**
 * The bookings list for the current filters: the first page on every filter change or refresh
 * (spec section 4), further pages appended by loadMore.
 */
export function useBookingList(filters: BookingFilters, refreshKey: number) {
  const { search, status, vehicleType } = filters;
  return usePagedList({
    loadPage: async (cursor, signal) => {
      const page = await listBookings({ search, status, vehicleType, cursor }, signal);
      return { items: page.bookings, nextCursor: page.nextCursor };
    },
    queryKey: `${toQueryString({ search, status, vehicleType })}#${refreshKey}`,
    failedMessage: ADMIN_MESSAGES.bookingsFailed,
    moreFailedMessage: ADMIN_MESSAGES.loadMoreFailed,
  });
}
