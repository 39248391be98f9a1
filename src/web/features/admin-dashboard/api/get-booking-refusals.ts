import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths.ts';
import { BookingRefusalCountsSchema } from '#shared/booking/booking-refusals.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';

export const bookingRefusalsQuery = queryOptions({
  queryKey: ['booking-refusals'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.bookingRefusals, BookingRefusalCountsSchema, { signal }),
});
