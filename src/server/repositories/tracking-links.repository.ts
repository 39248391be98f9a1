import type { Kysely } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database, TrackingLinksTable } from '#server/db/schema.ts';
import type { BookingRow } from './bookings.repository.ts';

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
