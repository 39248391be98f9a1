import { type AdminBooking, AdminBookingSchema } from '@shared/admin/admin-bookings';
import { API_PATHS } from '@shared/api-paths';
import type { BookingStatus } from '@shared/booking/booking-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/api/admin-client';
import { replaceRow } from '@/features/admin/paged-query';
import { dashboardQuery } from '@/features/admin-dashboard/api/get-dashboard';
import { jsonRequest } from '@/lib/api-client';
import { bookingList } from './list-bookings';

/**
 * Moves a booking to another status. The answer (new history entry included) replaces the card in
 * place: it stays where the admin is looking even when it no longer matches the list's filters.
 */
export function useChangeBookingStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: BookingStatus) =>
      adminRequest(
        API_PATHS.admin.bookingStatus(id),
        AdminBookingSchema,
        jsonRequest('PATCH', { status }),
      ),
    onSuccess: (booking) => {
      queryClient.setQueriesData({ queryKey: bookingList.all }, replaceRow<AdminBooking>(booking));
      queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey });
    },
  });
}
