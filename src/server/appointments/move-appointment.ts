import type { Kysely } from 'kysely';
import type { AuditActor } from '#server/audit/record-audit.ts';
import { recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { appointmentOf } from '#server/repositories/booking-mapper.ts';
import {
  type BookingRow,
  updateBookingAppointment,
} from '#server/repositories/bookings.repository.ts';
import type { AppointmentChoice } from '#shared/appointments/availability.ts';
import { calendarOf, releaseAppointment, reserveAppointment } from './appointment-places.ts';

export const SAME_APPOINTMENT = 'The appointment is already at that day and time.';
export const CANCELLED_HOLDS_NO_APPOINTMENT =
  'This booking is cancelled: reopen it before moving its appointment.';
export const APPOINTMENT_CHANGED_MEANWHILE =
  'The appointment was changed meanwhile. Please reload and try again.';

/**
 * Moves a booking's fitting appointment within its centre's calendar, in the caller's transaction: takes a place in the new
 * slot (refused as a new booking's would be, though staff are not held to the lead time), gives
 * the old one back, clears the reminder so the new day gets one, writes the audit entry and
 * tells the customer (notifications). Answers the booking as it is now.
 */
export async function moveAppointment(
  trx: Kysely<Database>,
  row: BookingRow,
  to: AppointmentChoice,
  who: { by: 'customer' | 'staff'; actor: AuditActor },
  mail: MailContext,
  now: Date,
): Promise<BookingRow> {
  if (row.status === 'CANCELLED') throw new HttpError(409, CANCELLED_HOLDS_NO_APPOINTMENT);
  const from = appointmentOf(row);
  if (from?.day === to.day && from.slot === to.slot) throw new HttpError(409, SAME_APPOINTMENT);
  await reserveAppointment(trx, await calendarOf(trx, row), row.installation, to, now, who.by);
  await releaseAppointment(trx, row, from);
  if (!(await updateBookingAppointment(trx, row, to, who.by === 'customer', now))) {
    throw new HttpError(409, APPOINTMENT_CHANGED_MEANWHILE);
  }
  await recordAudit(
    trx,
    who.actor,
    { kind: 'appointment-moved', subject: row.orderId, before: from ?? null, after: to },
    now,
  );
  const moved: BookingRow = {
    ...row,
    appointmentDay: to.day,
    appointmentSlot: to.slot,
    customerReschedules: row.customerReschedules + (who.by === 'customer' ? 1 : 0),
    reminderQueuedAt: null,
    updatedAt: now.toISOString(),
  };
  await notify(
    trx,
    { type: 'appointment-moved', booking: moved, previous: from, by: who.by },
    mail,
    now,
  );
  return moved;
}
