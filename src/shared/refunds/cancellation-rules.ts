import { type AppointmentChoice, appointmentStartsAt } from '#shared/appointments/availability.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { CancellationSettings } from './cancellation-settings.ts';
import type { CancelRefusal } from './tracked-cancellation.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Until when the customer may ask to cancel: the owner's cut-off before the appointment. */
export function cancellationCutoff(
  appointment: AppointmentChoice | null,
  settings: CancellationSettings,
): Date | null {
  if (!appointment) return null;
  return new Date(appointmentStartsAt(appointment).getTime() - settings.cutoffHours * HOUR_MS);
}

/**
 * Why the customer may not ask to cancel now, or undefined while they may: never once the plates
 * are fitted or the order is cancelled, never after the cut-off before the appointment (a booking
 * without one has no cut-off but its fitting).
 */
export function cancelRefusal(
  status: BookingStatus,
  appointment: AppointmentChoice | null,
  settings: CancellationSettings,
  now: Date,
): CancelRefusal | undefined {
  if (status === 'CANCELLED') return 'cancelAlreadyCancelled';
  if (status === 'FULFILLED') return 'cancelAfterFitting';
  const cutoff = cancellationCutoff(appointment, settings);
  if (cutoff && now.getTime() >= cutoff.getTime()) return 'cancelTooLate';
  return undefined;
}

/** Whether money was verified for a booking in `status` (so cancelling it owes a refund). */
export const wasPaid = (status: BookingStatus) => status === 'CONFIRMED' || status === 'FULFILLED';
