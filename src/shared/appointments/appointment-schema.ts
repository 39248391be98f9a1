import * as z from 'zod/mini';
import { INSTALLATION_OPTIONS } from '#shared/booking/booking-schema.ts';
import { BOOKING_STATUSES } from '#shared/booking/booking-status.ts';
import { SERVICE_KEYS, VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { isCalendarDay } from '#shared/site/india-time.ts';
import { messageKey } from '#shared/validation/form-messages.ts';
import { BookingAppointmentSchema } from './appointment-fields.ts';

/** GET /api/appointments?installation=home&centre=…: a centre's next four weeks for that fitment. */
export const AvailabilityQuerySchema = z.object({
  installation: z.enum(INSTALLATION_OPTIONS, { error: messageKey('installationRequired') }),
  /** The fitting centre; the first open one when absent (a page from before centres). */
  centre: z.optional(z.string().check(z.maxLength(64))),
});

const SlotAvailabilitySchema = z.object({
  slot: z.string(),
  start: z.string(),
  end: z.string(),
  left: z.number(),
});

export const AvailabilitySchema = z.object({
  /** India's date when the server answered: the calendar starts here. */
  today: z.string(),
  installation: z.enum(INSTALLATION_OPTIONS),
  centreId: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      state: z.enum(['open', 'full', 'closed']),
      reason: z.optional(z.enum(['past', 'non-working', 'holiday', 'too-soon'])),
      holiday: z.optional(z.string()),
      slots: z.array(SlotAvailabilitySchema),
    }),
  ),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** On the tracking page: the appointment, and whether (and until when) the customer may move it. */
export const TrackedAppointmentSchema = z.object({
  ...BookingAppointmentSchema.shape,
  /** Undefined when the customer may move it; otherwise why not. */
  cannotMove: z.optional(z.enum(['too-late', 'limit', 'closed-order', 'centre-closed'])),
  movesLeft: z.number(),
});
export type TrackedAppointment = z.infer<typeof TrackedAppointmentSchema>;

/** GET /api/admin/appointments?from=…&to=…: a day or a week of appointments (at most 31 days). */
export const AdminAppointmentsQuerySchema = z.object({
  from: z.string().check(z.refine(isCalendarDay, 'Please give a start date as YYYY-MM-DD.')),
  to: z.string().check(z.refine(isCalendarDay, 'Please give an end date as YYYY-MM-DD.')),
});
export const MAX_APPOINTMENT_LIST_DAYS = 31;

/** One appointment in the staff's day and week views and the fitter's route sheet. */
export const AdminAppointmentSchema = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  day: z.string(),
  slot: z.string(),
  start: z.string(),
  end: z.string(),
  installation: z.enum(INSTALLATION_OPTIONS),
  /** The fitting centre: its place (dealer) or the one its fitters go out from (home). */
  centreId: z.string(),
  centreName: z.string(),
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  service: z.enum(SERVICE_KEYS),
  vehicleType: z.enum(VEHICLE_TYPES),
  regNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type AdminAppointment = z.infer<typeof AdminAppointmentSchema>;
