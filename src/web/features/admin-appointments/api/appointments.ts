import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type AdminBooking, AdminBookingSchema } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AppointmentMove } from '#shared/appointments/appointment-fields.ts';
import {
  type AppointmentRules,
  AppointmentRulesSchema,
} from '#shared/appointments/appointment-rules.ts';
import {
  AdminAppointmentSchema,
  AvailabilitySchema,
} from '#shared/appointments/appointment-schema.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { bookingList } from '#web/features/admin-bookings/api/list-bookings.ts';
import { adminRequest } from '#web/lib/admin/api/admin-client.ts';
import { replaceRow } from '#web/lib/admin/paged-query.ts';
import { apiRequest, jsonRequest } from '#web/lib/api-client.ts';
import { toQueryString } from '#web/lib/query-string.ts';
import type { DayRange } from '../appointment-range.ts';

const AdminAppointmentListSchema = z.array(AdminAppointmentSchema);

const APPOINTMENTS_KEY = ['appointments'] as const;

/** A day's or a week's appointments; the last range stays on screen while the next one loads. */
export const appointmentsQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, range.from, range.to],
    queryFn: ({ signal }) =>
      adminRequest(
        `${API_PATHS.admin.appointments}${toQueryString({ from: range.from, to: range.to })}`,
        AdminAppointmentListSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/**
 * The next four weeks for one fitment kind, as customers see them (the public calendar): the
 * slots a move can choose and the places they have left. Staff may also pick days the customers'
 * lead time closes; those have no count here.
 */
export const fitmentCalendarQuery = (installation: Installation) =>
  queryOptions({
    queryKey: ['fitment-calendar', installation],
    queryFn: ({ signal }) =>
      apiRequest(
        `${API_PATHS.appointments}${toQueryString({ installation })}`,
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

export const appointmentRulesQuery = queryOptions({
  queryKey: ['appointment-rules'],
  queryFn: ({ signal }) =>
    adminRequest(API_PATHS.admin.appointmentRules, AppointmentRulesSchema, { signal }),
});

export function useSaveAppointmentRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AppointmentRules) =>
      adminRequest(
        API_PATHS.admin.appointmentRules,
        AppointmentRulesSchema,
        jsonRequest('PUT', rules),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentRulesQuery.queryKey, saved);
      return invalidateAppointments(queryClient);
    },
  });
}
