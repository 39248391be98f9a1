import type { Kysely } from 'kysely';
import type { AdminBooking } from '../../shared/admin/admin-bookings';
import { moveAppointment } from '../appointments/move-appointment';
import type { AuditActor } from '../audit/record-audit';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { MailContext } from '../mail/mail-context';
import { findBookingById } from '../repositories/bookings.repository';
import { toAdminBookings } from './admin-bookings';

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
