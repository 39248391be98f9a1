import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError, keyedError } from '#server/http/http-error.ts';
import {
  givePlaceBack,
  placesTaken,
  takePlace,
} from '#server/repositories/appointment-slots.repository.ts';
import { appointmentOf } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findCentre } from '#server/repositories/fitting-centres.repository.ts';
import { APPOINTMENT_PROBLEM_KEYS } from '#shared/appointments/appointment-fields.ts';
import {
  type AppointmentChoice,
  appointmentProblem,
  indiaNow,
  slotRule,
} from '#shared/appointments/availability.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import type { FittingCentre } from '#shared/centres/fitting-centre.ts';
import type { LazyFormMessageKey } from '#shared/validation/lazy-form-messages.ts';

/** A fitting centre's calendar: whose places, under which rules. */
export type CentreCalendar = Pick<FittingCentre, 'id' | 'rules'>;

/** A refused appointment, reported on the form's slot field. */
const refusal = (status: number, key: LazyFormMessageKey) =>
  keyedError(status, key, 'appointmentSlot');

/**
 * Takes a place for `choice` in the centre's calendar, in the caller's transaction, or throws the
 * 4xx that says why not (400 for a day or time that is not bookable, 409 for a slot that filled
 * up), so the caller's transaction stores nothing. Staff are not held to the lead time or the
 * four-week window.
 */
export async function reserveAppointment(
  trx: Kysely<Database>,
  centre: CentreCalendar,
  installation: Installation,
  choice: AppointmentChoice,
  now: Date,
  who: 'customer' | 'staff' = 'customer',
): Promise<void> {
  const problem = appointmentProblem(centre.rules, indiaNow(now), installation, choice, who);
  if (problem) throw refusal(400, APPOINTMENT_PROBLEM_KEYS[problem]);
  if (!(await takeSlotPlace(trx, centre, installation, choice))) {
    throw refusal(409, 'appointmentFull');
  }
}

/**
 * Throws what reserveAppointment would throw now, taking nothing: for a check before costly work
 * (a booking's screenshot), which the reservation in the transaction repeats where it counts.
 */
export async function assertAppointmentOpen(
  db: Kysely<Database>,
  centre: CentreCalendar,
  installation: Installation,
  choice: AppointmentChoice,
  now: Date,
): Promise<void> {
  const problem = appointmentProblem(centre.rules, indiaNow(now), installation, choice);
  if (problem) throw refusal(400, APPOINTMENT_PROBLEM_KEYS[problem]);
  const capacity = slotRule(centre.rules, installation, choice.slot)?.capacity ?? 0;
  if ((await placesTaken(db, { ...choice, centreId: centre.id, installation })) >= capacity) {
    throw refusal(409, 'appointmentFull');
  }
}

/** One place in the slot, if its capacity under the centre's rules leaves one (a slot since removed has none). */
function takeSlotPlace(
  trx: Kysely<Database>,
  centre: CentreCalendar,
  installation: Installation,
  choice: AppointmentChoice,
): Promise<boolean> {
  const capacity = slotRule(centre.rules, installation, choice.slot)?.capacity ?? 0;
  return takePlace(trx, { ...choice, centreId: centre.id, installation }, capacity);
}

/** Gives back the place a booking held (it was cancelled or moved); nothing for one without. */
export async function releaseAppointment(
  trx: Kysely<Database>,
  row: BookingRow,
  held = appointmentOf(row),
): Promise<void> {
  if (held) {
    await givePlaceBack(trx, { ...held, centreId: row.centreId, installation: row.installation });
  }
}

/** The calendar a booking's appointment is in: its centre's. */
export async function calendarOf(trx: Kysely<Database>, row: BookingRow): Promise<CentreCalendar> {
  const centre = await findCentre(trx, row.centreId);
  if (!centre) throw new HttpError(409, `Order ${row.orderId}: its fitting centre is gone.`);
  return centre;
}

/**
 * Retakes the place of a cancelled booking that staff reopen: capacity still holds, so a slot
 * filled meanwhile refuses the reopening until staff move the appointment.
 */
export async function retakeAppointment(trx: Kysely<Database>, row: BookingRow): Promise<void> {
  const held = appointmentOf(row);
  if (!held) return;
  if (!(await takeSlotPlace(trx, await calendarOf(trx, row), row.installation, held))) {
    throw new HttpError(
      409,
      `Order ${row.orderId}: its fitting slot has filled up since it was cancelled. Move the appointment first.`,
    );
  }
}
