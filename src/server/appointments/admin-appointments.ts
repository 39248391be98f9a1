import type { Kysely } from 'kysely';
import type { AdminBooking } from '../../shared/admin/admin-bookings';
import {
  type AdminAppointment,
  MAX_APPOINTMENT_LIST_DAYS,
} from '../../shared/appointments/appointment-schema';
import { slotTimes } from '../../shared/appointments/availability';
import { addDays } from '../../shared/site/india-time';
import type { AuditActor } from '../audit/record-audit';
import { toAdminBookings } from '../bookings/admin-bookings';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { MailContext } from '../mail/mail-context';
import { listAppointmentsBetween } from '../repositories/appointments.repository';
import { appointmentOf } from '../repositories/booking-mapper';
import { type BookingRow, findBookingById } from '../repositories/bookings.repository';
import { moveAppointment } from './move-appointment';

export const RANGE_BACKWARDS = 'The end date must not be before the start date.';
export const RANGE_TOO_LONG = `Please ask for at most ${MAX_APPOINTMENT_LIST_DAYS} days at once.`;

function toAdminAppointment(row: BookingRow): AdminAppointment | undefined {
  const held = appointmentOf(row);
  if (!held) return undefined;
  return {
    bookingId: row.id,
    orderId: row.orderId,
    ...held,
    ...slotTimes(held.slot),
    installation: row.installation,
    fullName: row.fullName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    service: row.service,
    vehicleType: row.vehicleType,
    regNumber: row.regNumber,
    status: row.status,
  };
}

/** The staff's day or week view: every appointment from `from` to `to`, cancelled ones left out. */
export async function listAdminAppointments(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<AdminAppointment[]> {
  if (to < from) throw new HttpError(400, RANGE_BACKWARDS);
  if (to > addDays(from, MAX_APPOINTMENT_LIST_DAYS - 1)) throw new HttpError(400, RANGE_TOO_LONG);
  const rows = await listAppointmentsBetween(db, from, to);
  return rows.flatMap((row) => toAdminAppointment(row) ?? []);
}

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
