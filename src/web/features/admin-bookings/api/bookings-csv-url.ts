import type { BookingFilters } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { toQueryString } from '#web/lib/query-string.ts';

/** A plain download link: the browser sends the session cookie with it like any same-site GET. */
export function bookingsCsvUrl(filters: BookingFilters): string {
  return `${API_PATHS.admin.bookingsCsv}${toQueryString(filters)}`;
}
