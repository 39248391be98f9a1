import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminBooking, AdminBookingSchema } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { jsonRequest } from '../../api-client.ts';
import { replaceRow } from '../paged-query.ts';
import { adminRequest } from './admin-client.ts';
import { dashboardQuery } from './get-dashboard.ts';
import { bookingList } from './list-bookings.ts';

/** The new status, and for a flagged booking staff's word that they saw its flags. */
export interface BookingStatusChange {
  status: BookingStatus;
  acknowledgeFlags?: boolean;
}

/**
 * Moves a booking to another status. The answer (new history entry included) replaces the card in
 * place: it stays where the admin is looking even when it no longer matches the list's filters.
 */
export function useChangeBookingStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BookingStatus | BookingStatusChange) =>
      adminRequest(
        API_PATHS.admin.bookingStatus(id),
        AdminBookingSchema,
        jsonRequest('PATCH', typeof change === 'string' ? { status: change } : change),
      ),
    onSuccess: (booking) => {
      queryClient.setQueriesData({ queryKey: bookingList.all }, replaceRow<AdminBooking>(booking));
      queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey });
    },
  });
}
