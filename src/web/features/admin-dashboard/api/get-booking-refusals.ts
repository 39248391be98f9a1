import { API_PATHS } from '@shared/api-paths';
import { BookingRefusalCountsSchema } from '@shared/booking/booking-refusals';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';

export const bookingRefusalsQuery = queryOptions({
  queryKey: ['booking-refusals'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.bookingRefusals, BookingRefusalCountsSchema, { signal }),
});
