/**
 * A bank credit that came for a booking the lapse round cancelled (decision 0033): staff reopen the
 * booking with one action. The money is verified by the line, so the booking comes back CONFIRMED,
 * in a new fitting slot when it had an appointment (its old place went back to the calendar when it
 * lapsed). Like any status change, it clears `lapsedAt` (updateBookingsStatus): the booking is no
 * longer lapsed, and its history keeps the lapse beside the reopening.
 */

import type { Kysely } from 'kysely';
import { calendarOf } from '#server/appointments/appointment-places.ts';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import { changeStatusInTransaction } from '#server/bookings/admin-bookings.ts';
import type { AppDb } from '#server/db/app-db.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { bookedBetween } from '#server/repositories/appointment-slots.repository.ts';
import { appointmentOf } from '#server/repositories/booking-mapper.ts';
import {
  type BookingRow,
  findBookingById,
  listBookingsByTxnIds,
  updateBookingAppointment,
} from '#server/repositories/bookings.repository.ts';
import {
  decideUnmatchedLine,
  listMatchedLines,
} from '#server/repositories/statement-lines.repository.ts';
import { APPOINTMENT_PROBLEM_KEYS } from '#shared/appointments/appointment-fields.ts';
import {
  type AppointmentChoice,
  appointmentProblem,
  indiaNow,
  slotRule,
} from '#shared/appointments/availability.ts';
import type { StoredLine } from '#shared/payments/payment-matching.ts';
import { findLine, LINE_DECIDED, lineSubject, storedLineNow } from './stored-lines.ts';

export const NOT_A_LAPSED_CREDIT = 'This bank line is not a payment for a lapsed booking.';
export const NO_LONGER_LAPSED = 'This booking is no longer lapsed. Please refresh the list.';
export const SLOT_NEEDED = 'Please choose a new day and time for the fitting.';
export const NO_APPOINTMENT =
  'This booking has no fitting appointment: reopen it without a day and time.';
export const BOOKED_AGAIN =
  'The customer booked again with this transaction number: match the line to that booking instead.';
export const SLOT_FULL = 'That time is full. Please pick another time.';

/** `message`: a key (answered in English with it) or the staff's own English words. */
const slotRefusal = (status: number, message: string) =>
  new HttpError(status, message, { appointmentSlot: message });

/**
 * Checks the new slot as a staff move would be checked (working days, times not passed; not the
 * customers' lead time) and that a place is left; the status change then takes the place, and a
 * slot filled by a simultaneous booking still refuses there, rolling everything back.
 */
async function checkNewSlot(
  trx: Kysely<Database>,
  booking: BookingRow,
  to: AppointmentChoice,
  now: Date,
): Promise<void> {
  const { id: centreId, rules } = await calendarOf(trx, booking);
  const problem = appointmentProblem(rules, indiaNow(now), booking.installation, to, 'staff');
  if (problem) throw slotRefusal(400, APPOINTMENT_PROBLEM_KEYS[problem]);
  const capacity = slotRule(rules, booking.installation, to.slot)?.capacity ?? 0;
  const booked = await bookedBetween(trx, centreId, booking.installation, to.day, to.day);
  if (booked(to.day, to.slot) >= capacity) throw slotRefusal(409, SLOT_FULL);
}

export async function reopenLapsedBooking(
  db: AppDb,
  lineId: string,
  choice: Partial<AppointmentChoice>,
  actor: AuditActor,
  mail: MailContext,
  now = new Date(),
): Promise<StoredLine> {
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const line = await findLine(trx, lineId);
      if (line.state !== 'unmatched') throw new HttpError(409, LINE_DECIDED);
      if (line.direction !== 'credit' || line.reason !== 'booking-lapsed' || !line.bookingId) {
        throw new HttpError(409, NOT_A_LAPSED_CREDIT);
      }
      const booking = await findBookingById(trx, line.bookingId);
      if (booking?.status !== 'CANCELLED' || !booking.lapsedAt) {
        throw new HttpError(409, NO_LONGER_LAPSED);
      }
      const again = (await listBookingsByTxnIds(trx, [booking.txnId])).some(
        (other) => other.id !== booking.id && other.status !== 'CANCELLED',
      );
      if (again) throw new HttpError(409, BOOKED_AGAIN);
      if ((await listMatchedLines(trx, [booking.id])).has(booking.id)) {
        throw new HttpError(409, 'This booking is already matched to another bank line.');
      }
      const had = appointmentOf(booking);
      const to = choice.day && choice.slot ? { day: choice.day, slot: choice.slot } : undefined;
      if (had && !to) throw slotRefusal(400, SLOT_NEEDED);
      if (!had && to) throw slotRefusal(400, NO_APPOINTMENT);
      if (to) {
        await checkNewSlot(trx, booking, to, now);
        if (!(await updateBookingAppointment(trx, booking, to, false, now))) {
          throw new HttpError(409, NO_LONGER_LAPSED);
        }
      }
      const decided = await decideUnmatchedLine(trx, lineId, {
        state: 'matched',
        bookingId: booking.id,
        decidedBy: actor.email,
        decidedAt: now.toISOString(),
      });
      if (!decided) throw new HttpError(409, LINE_DECIDED);
      const fitting = to ? `; fitting on ${to.day}, ${to.slot}` : '';
      // Takes the new slot's place (a cancelled booking reopened retakes its appointment), issues
      // the invoice, writes the history and audit entries and queues the confirmation mail.
      await changeStatusInTransaction(
        trx,
        actor,
        {
          bookingId: booking.id,
          status: 'CONFIRMED',
          note: `Reopened after its hold lapsed: paid by line ${line.lineNumber} of statement ${line.fileName} (import ${line.importId})${fitting}`,
        },
        mail,
        now,
      );
      await recordAudit(
        trx,
        actor,
        {
          kind: 'statement-line-reopened',
          subject: lineSubject(line),
          before: { state: line.state, reason: line.reason, appointment: had ?? null },
          after: { state: 'matched', orderId: booking.orderId, appointment: to ?? null },
        },
        now,
      );
      return storedLineNow(trx, lineId);
    });
  } catch (error) {
    if (db.dialect.isUniqueViolation(error)) {
      throw new HttpError(409, 'This booking was matched to another bank line just now.');
    }
    throw error;
  }
}
