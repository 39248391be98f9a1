import type { AppDb } from '#server/db/app-db.ts';
import { HttpError, keyedError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { appointmentOf } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findCentre } from '#server/repositories/fitting-centres.repository.ts';
import { customerMoveRefusal } from '#server/tracking/find-tracked-order.ts';
import { findBookingByTrackingLink } from '#server/tracking/tracking-links.ts';
import { RESCHEDULE_REFUSAL_KEYS } from '#shared/appointments/appointment-fields.ts';
import type { AppointmentChoice } from '#shared/appointments/availability.ts';
import { APPOINTMENT_CHANGED_MEANWHILE, moveAppointment } from './move-appointment.ts';

const isAt = (row: BookingRow, to: AppointmentChoice) => {
  const held = appointmentOf(row);
  return held?.day === to.day && held.slot === to.slot;
};

/**
 * The customer moves their own appointment from the tracking link: while the order is open and its
 * fitting centre takes appointments, up to 24 hours before it starts and at most twice
 * (customerMoveRefusal), to a slot a new booking could take. A repeat of a move already made (a double tap) moves nothing more and answers the
 * booking as it is. Answers the booking after the move.
 */
export async function rescheduleByLink(
  db: AppDb,
  token: string,
  to: AppointmentChoice,
  address: string,
  mail: MailContext,
  now: Date,
): Promise<BookingRow> {
  const move = () =>
    db.kysely.transaction().execute(async (trx) => {
      const row = await findBookingByTrackingLink(trx, token);
      if (!row) throw keyedError(404, 'trackLinkNotFound');
      const held = appointmentOf(row);
      if (!held) throw keyedError(409, 'appointmentNone');
      if (isAt(row, to)) return row;
      const centre = row.centreId ? await findCentre(trx, row.centreId) : undefined;
      const refusal = customerMoveRefusal(row, held, centre?.active === true, now);
      if (refusal) throw keyedError(409, RESCHEDULE_REFUSAL_KEYS[refusal]);
      const actor = { adminId: null, email: 'customer (tracking link)', address };
      return moveAppointment(trx, row, to, { by: 'customer', actor }, mail, now);
    });
  try {
    return await move();
  } catch (error) {
    // Two taps at once on PostgreSQL: the second finds the row moved by the first. Same answer.
    if (error instanceof HttpError && error.message === APPOINTMENT_CHANGED_MEANWHILE) {
      const row = await findBookingByTrackingLink(db.kysely, token);
      if (row && isAt(row, to)) return row;
    }
    throw error;
  }
}
