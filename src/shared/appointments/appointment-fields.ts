import * as z from 'zod/mini';
import { isCalendarDay } from '#shared/site/india-time.ts';
import type { TrackMessageKey } from '#shared/tracking/track-messages.ts';
import { messageKey } from '#shared/validation/form-messages.ts';
import type { LazyFormMessageKey } from '#shared/validation/lazy-form-messages.ts';

/**
 * Every way a chosen appointment can be refused before its slot's places are counted (a full
 * slot is found by taking the place); APPOINTMENT_PROBLEM_KEYS names each one's message.
 */
export type AppointmentProblem = 'unknown-slot' | 'past' | 'closed' | 'too-soon' | 'too-far';

/** Why a customer may not move their appointment themselves (customerRescheduleRefusal). */
export type RescheduleRefusal = 'too-late' | 'limit' | 'closed-order';

/** Why a customer may not move it: those reasons, or its fitting centre closed since (decision 0051). */
export type CustomerMoveRefusal = RescheduleRefusal | 'centre-closed';

/** The message (shared/validation/lazy-form-messages.ts) that customers and staff read for each. */
export const APPOINTMENT_PROBLEM_KEYS = {
  'unknown-slot': 'appointmentUnknownSlot',
  past: 'appointmentPast',
  closed: 'appointmentClosed',
  'too-soon': 'appointmentTooSoon',
  'too-far': 'appointmentTooFar',
} as const satisfies Record<AppointmentProblem, LazyFormMessageKey>;

export const RESCHEDULE_REFUSAL_KEYS = {
  'too-late': 'appointmentTooLate',
  limit: 'appointmentLimit',
  'closed-order': 'appointmentClosedOrder',
  'centre-closed': 'appointmentCentreClosed',
} as const satisfies Record<CustomerMoveRefusal, TrackMessageKey>;

const SLOT = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** The appointment fields of a booking form (flat: they travel in the booking's multipart form). */
export const appointmentFieldsShape = {
  appointmentDay: z
    .string({ error: messageKey('appointmentDayRequired') })
    .check(z.refine(isCalendarDay, messageKey('appointmentDayRequired'))),
  appointmentSlot: z
    .string({ error: messageKey('appointmentSlotRequired') })
    .check(z.regex(SLOT, messageKey('appointmentSlotRequired'))),
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
