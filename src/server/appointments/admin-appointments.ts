import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { listAppointmentsBetween } from '#server/repositories/appointments.repository.ts';
import { appointmentOf } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { listCentres } from '#server/repositories/fitting-centres.repository.ts';
import {
  type AdminAppointment,
  MAX_APPOINTMENT_LIST_DAYS,
} from '#shared/appointments/appointment-schema.ts';
import { slotTimes } from '#shared/appointments/availability.ts';
import { addDays } from '#shared/site/india-time.ts';

export const RANGE_BACKWARDS = 'The end date must not be before the start date.';
export const RANGE_TOO_LONG = `Please ask for at most ${MAX_APPOINTMENT_LIST_DAYS} days at once.`;

function toAdminAppointment(
  row: BookingRow,
  centreNames: ReadonlyMap<string, string>,
): AdminAppointment | undefined {
  const held = appointmentOf(row);
  if (!held) return undefined;
  return {
    bookingId: row.id,
    orderId: row.orderId,
    ...held,
    ...slotTimes(held.slot),
    installation: row.installation,
    centreId: row.centreId ?? '',
    centreName: centreNames.get(row.centreId ?? '') ?? '',
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

/**
 * The staff's day or week view: every appointment from `from` to `to`, cancelled ones left out,
 * each with its centre (the page filters by centre); only `centreIds`' for a centre-limited account.
 */
export async function listAdminAppointments(
  db: Kysely<Database>,
  from: string,
  to: string,
  centreIds?: readonly string[],
): Promise<AdminAppointment[]> {
  if (to < from) throw new HttpError(400, RANGE_BACKWARDS);
  if (to > addDays(from, MAX_APPOINTMENT_LIST_DAYS - 1)) throw new HttpError(400, RANGE_TOO_LONG);
  const rows = await listAppointmentsBetween(db, from, to, centreIds);
  const centreNames = new Map((await listCentres(db)).map((c) => [c.id, c.name]));
  return rows.flatMap((row) => toAdminAppointment(row, centreNames) ?? []);
}
