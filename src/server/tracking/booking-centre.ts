import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findCentre, listCentres } from '#server/repositories/fitting-centres.repository.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { type PublicCentre, publicCentre } from '#shared/centres/fitting-centre.ts';

/**
 * The centre a booking is fitted at, or from (home fitting), as its customer sees it. Every
 * booking names one (migration 0032); null only if its row was removed by hand, so the pages,
 * mails and documents that show it leave the line out rather than fail.
 */
export async function bookingCentre(
  db: Kysely<Database>,
  row: Pick<BookingRow, 'centreId'>,
): Promise<PublicCentre | null> {
  const centre = row.centreId ? await findCentre(db, row.centreId) : undefined;
  return centre ? publicCentre(centre) : null;
}

/** A booking as its customer's mails, calendar file and documents show it: with its centre. */
export type FittedBooking = Booking & { centre: PublicCentre | null };

export async function fittedBooking(db: Kysely<Database>, row: BookingRow): Promise<FittedBooking> {
  return { ...toBooking(row), centre: await bookingCentre(db, row) };
}

/** Many bookings with their centres, reading the (few) centres once: a statement confirms thousands. */
export async function fittedBookings(
  db: Kysely<Database>,
  rows: readonly BookingRow[],
): Promise<FittedBooking[]> {
  if (rows.length === 0) return [];
  const centres = new Map((await listCentres(db)).map((centre) => [centre.id, centre]));
  return rows.map((row) => {
    const centre = row.centreId ? centres.get(row.centreId) : undefined;
    return { ...toBooking(row), centre: centre ? publicCentre(centre) : null };
  });
}
