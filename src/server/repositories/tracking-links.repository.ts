import type { Kysely } from 'kysely';
import { inChunks } from '../db/in-chunks';
import type { Database, TrackingLinksTable } from '../db/schema';
import type { BookingRow } from './bookings.repository';

/** Keeps new links' hashes; call it in the transaction of the mails or answer that carry them. */
export async function insertTrackingLinks(
  db: Kysely<Database>,
  links: readonly TrackingLinksTable[],
): Promise<void> {
  for await (const some of inChunks(links)) {
    await db.insertInto('trackingLinks').values(some).execute();
  }
}

/** The booking a tracking link's secret belongs to, found by the secret's hash. */
export async function findBookingByTrackingLinkHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('trackingLinks')
    .innerJoin('bookings', 'bookings.id', 'trackingLinks.bookingId')
    .selectAll('bookings')
    .where('trackingLinks.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}
