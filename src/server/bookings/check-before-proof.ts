import { assertAppointmentOpen } from '#server/appointments/appointment-places.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { holdClientHash } from '#server/holds/hold-client.ts';
import { findBookingByOrderId } from '#server/repositories/bookings.repository.ts';
import type { CreateBooking } from '#shared/booking/booking-schema.ts';
import { assertCurrentOrderNumber, checkSubmission, isSameSubmission } from './create-booking.ts';

/**
 * Refuses a submission for what it can be refused without its screenshot, before the screenshot is
 * decoded (the costly part, decision 0036): an old order number, a transaction number taken, a hold
 * limit, a place not served, a day not bookable or a slot full. Read outside the booking's transaction, so
 * createBooking checks each again where it counts. Answers whether it repeats a stored booking,
 * whose screenshot then need not be decoded at all.
 */
export async function checkBeforeProof(
  db: AppDb,
  input: CreateBooking,
  now: Date,
  clientIp: string,
): Promise<'repeat' | 'new'> {
  assertCurrentOrderNumber(input, now);
  const holdClient = await holdClientHash(db.kysely, clientIp);
  try {
    const checked = await checkSubmission(db.kysely, input, holdClient);
    if (checked.repeat) return 'repeat';
    const choice = { day: input.appointmentDay, slot: input.appointmentSlot };
    await assertAppointmentOpen(db.kysely, checked.centre, input.installation, choice, now);
    return 'new';
  } catch (error) {
    // These reads take no lock: a twin of this submission (a double click) stored between them
    // holds the transaction number or the slot's last place, and this is its repeat.
    const stored = await findBookingByOrderId(db.kysely, input.orderId);
    if (stored && isSameSubmission(stored, input)) return 'repeat';
    throw error;
  }
}
