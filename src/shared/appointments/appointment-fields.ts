import * as z from 'zod/mini';
import { isCalendarDay } from '#shared/site/india-time.ts';

/**
 * Every way a chosen appointment can be refused before its slot's places are counted (a full
 * slot is found by taking the place); APPOINTMENT_MESSAGES words each.
 */
export type AppointmentProblem = 'unknown-slot' | 'past' | 'closed' | 'too-soon' | 'too-far';

/** Why a customer may not move their appointment themselves (customerRescheduleRefusal). */
export type RescheduleRefusal = 'too-late' | 'limit' | 'closed-order';

/** What customers and staff read when an appointment is refused (the web app translates them). */
export const APPOINTMENT_MESSAGES = {
  dayRequired: 'Please choose a day for fitting.',
  slotRequired: 'Please choose a time for fitting.',
  'unknown-slot':
    'That time is not offered for the fitment you chose. Please pick one from the list.',
  past: 'That time has already passed. Please pick another.',
  closed: 'We do not fit plates on that day. Please pick another day.',
  'too-soon': 'Your plates will not be ready by then. Please pick a later day.',
  'too-far': 'Please pick a day within the next four weeks.',
  full: 'Sorry, that time was just taken. Please pick another time; your details are kept.',
  'too-late': 'An appointment can be changed until 24 hours before it starts. Please call us.',
  limit: 'An appointment can be changed twice at most. Please call us.',
  'closed-order': 'This order is closed, so its appointment cannot be changed.',
  noAppointment: 'This order has no fitting appointment.',
} as const satisfies Record<AppointmentProblem | RescheduleRefusal | 'full', string> &
  Record<string, string>;

const SLOT = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** The appointment fields of a booking form (flat: they travel in the booking's multipart form). */
export const appointmentFieldsShape = {
  appointmentDay: z
    .string({ error: APPOINTMENT_MESSAGES.dayRequired })
    .check(z.refine(isCalendarDay, APPOINTMENT_MESSAGES.dayRequired)),
  appointmentSlot: z
    .string({ error: APPOINTMENT_MESSAGES.slotRequired })
    .check(z.regex(SLOT, APPOINTMENT_MESSAGES.slotRequired)),
};

/** A day and slot to move an appointment to (the customer's tracking page, or staff). */
export const AppointmentMoveSchema = z.object({
  day: appointmentFieldsShape.appointmentDay,
  slot: appointmentFieldsShape.appointmentSlot,
});
export type AppointmentMove = z.infer<typeof AppointmentMoveSchema>;

/** A booking's appointment as the API returns it (null on bookings made before appointments). */
export const BookingAppointmentSchema = z.object({
  day: z.string(),
  slot: z.string(),
  start: z.string(),
  end: z.string(),
});
export type BookingAppointment = z.infer<typeof BookingAppointmentSchema>;
