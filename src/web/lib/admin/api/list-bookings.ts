import { BookingListPageSchema } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { adminList } from '../paged-query.ts';

/** Bookings matching the filters, newest first; the server searches all bookings, not a page. */
export const bookingList = adminList({
  name: 'bookings',
  path: API_PATHS.admin.bookings,
  schema: BookingListPageSchema,
  items: (page) => page.bookings,
});
