import {
  type BookingListPage,
  BookingListPageSchema,
  type BookingListQuery,
} from '@shared/admin/admin-bookings';
import { API_PATHS } from '@shared/api-paths';
import { adminRequest } from '@/features/admin/api/admin-client';
import { toQueryString } from '@/lib/query-string';

/** One page of bookings, newest first; the server searches all bookings, not just this page. */
export function listBookings(
  query: BookingListQuery,
  signal?: AbortSignal,
): Promise<BookingListPage> {
  return adminRequest(
    `${API_PATHS.admin.bookings}${toQueryString(query)}`,
    (data) => BookingListPageSchema.parse(data),
    { signal },
  );
}
