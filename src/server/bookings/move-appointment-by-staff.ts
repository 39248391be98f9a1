import type { Kysely } from 'kysely';
import { moveAppointment } from '#server/appointments/move-appointment.ts';
import type { AuditActor } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { findBookingById } from '#server/repositories/bookings.repository.ts';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { toAdminBookings } from './admin-bookings.ts';

/**
 * Staff move a booking's appointment, in one transaction with its audit entry and the customer's
 * mail; answers the booking as the bookings list shows it.
 */
export async function moveAppointmentByStaff(
  db: Kysely<Database>,
  bookingId: string,
  to: { day: string; slot: string },
  actor: AuditActor,
  mail: MailContext,
  now = new Date(),
): Promise<AdminBooking> {
  return db.transaction().execute(async (trx) => {
    const row = await findBookingById(trx, bookingId);
    if (!row) throw new HttpError(404, 'Booking not found.');
    const moved = await moveAppointment(trx, row, to, { by: 'staff', actor }, mail, now);
    const [booking] = await toAdminBookings(trx, [moved]);
    if (!booking) throw new Error('moved booking vanished');
    return booking;
  });
}
