import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import {
  findBookingByTrackingLinkHash,
  insertTrackingLinks,
} from '#server/repositories/tracking-links.repository.ts';
import { hashSecretToken, newSecretToken } from '#server/secrets/secret-tokens.ts';

/**
 * A new tracking link's secret for each booking, in the same order; only their SHA-256 is kept
 * (decision 0038). The secrets are 256 random bits, so a fast hash is enough: nobody can guess
 * one to try, and a slow hash would only slow every tracking page.
 */
export async function issueTrackingLinks(
  db: Kysely<Database>,
  bookingIds: readonly string[],
  now: Date,
): Promise<string[]> {
  const tokens = bookingIds.map(() => newSecretToken());
  const createdAt = now.toISOString();
  await insertTrackingLinks(
    db,
    bookingIds.map((bookingId, i) => ({
      tokenHash: hashSecretToken(tokens[i] as string),
      bookingId,
      createdAt,
    })),
  );
  return tokens;
}

/** The booking a tracking link opens, if any. */
export function findBookingByTrackingLink(
  db: Kysely<Database>,
  token: string,
): Promise<BookingRow | undefined> {
  return findBookingByTrackingLinkHash(db, hashSecretToken(token));
}
