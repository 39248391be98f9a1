import type { CreateBooking } from '../../shared/booking/booking-schema';
import { assertAppointmentOpen } from '../appointments/appointment-places';
import type { AppDb } from '../db/app-db';
import { holdClientHash } from '../holds/hold-client';
import { assertCurrentOrderNumber, checkSubmission } from './create-booking';

/**
 * Refuses a submission for what it can be refused without its screenshot, before the screenshot
 * is decoded (the costly part, issue 34): an old order number, a transaction number taken, a hold
 * limit, a day not bookable or a slot full. Read outside the booking's transaction, so
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
  const checked = await checkSubmission(db.kysely, input, holdClient);
  if (checked.repeat) return 'repeat';
  const choice = { day: input.appointmentDay, slot: input.appointmentSlot };
  await assertAppointmentOpen(db.kysely, input.installation, choice, now, checked.rules);
  return 'new';
}
