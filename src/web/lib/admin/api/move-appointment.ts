import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminBooking, AdminBookingSchema } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AppointmentMove } from '#shared/appointments/appointment-fields.ts';
import { AvailabilitySchema } from '#shared/appointments/appointment-schema.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { apiRequest, jsonRequest } from '../../api-client.ts';
import { toQueryString } from '../../query-string.ts';
import { replaceRow } from '../paged-query.ts';
import { adminRequest } from './admin-client.ts';
import { bookingList } from './list-bookings.ts';

/** The first part of the keys of the day and week views' appointments. */
export const APPOINTMENTS_KEY = ['appointments'] as const;

/**
 * The next four weeks of a booking's centre for one fitment kind, as customers see them (the
 * public calendar): the slots a move can choose and the places they have left. Staff may also pick
 * days the customers' lead time closes; those have no count here. No centre: the first open one.
 */
export const fitmentCalendarQuery = (installation: Installation, centre?: string) =>
  queryOptions({
    queryKey: ['fitment-calendar', installation, centre ?? ''],
    queryFn: ({ signal }) =>
      apiRequest(
        `${API_PATHS.appointments}${toQueryString({ installation, centre })}`,
        (data) => AvailabilitySchema.parse(data),
        { signal },
      ),
  });

/** Moves a booking's appointment; the day views and the bookings list show the new one. */
export function useMoveAppointment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: AppointmentMove) =>
      adminRequest(
        API_PATHS.admin.bookingAppointment(bookingId),
        AdminBookingSchema,
        jsonRequest('PUT', to),
      ),
    onSuccess: (booking) => {
      queryClient.setQueriesData({ queryKey: bookingList.all }, replaceRow<AdminBooking>(booking));
      return invalidateAppointments(queryClient);
    },
  });
}

export function invalidateAppointments(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['fitment-calendar'] }),
  ]);
}
