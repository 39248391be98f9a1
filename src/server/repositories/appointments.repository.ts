import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { BookingRow } from './bookings.repository.ts';

/**
 * Bookings with an appointment from `from` to `to` (India days, inclusive), by day, then slot
 * (slot keys start with their HH:MM start, so they sort in time order), then order id; cancelled
 * bookings hold no place and are left out. The range reads the bookings_appointment index.
 */
export async function listAppointmentsBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  centreIds?: readonly string[],
): Promise<BookingRow[]> {
  if (centreIds?.length === 0) return [];
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('appointmentDay', '>=', from)
    .where('appointmentDay', '<=', to)
    .where('status', '!=', 'CANCELLED')
    .$if(centreIds !== undefined, (q) => q.where('centreId', 'in', centreIds ?? []))
    .orderBy('appointmentDay')
    .orderBy('appointmentSlot')
    .orderBy('orderId')
    .execute();
}
