import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database, RetentionRunsTable } from '#server/db/schema.ts';
import type { BookingRow } from './bookings.repository.ts';

/**
 * Bookings closed (fulfilled or cancelled) since `cutoff` or before: their status is a closed one
 * and no status change came after `cutoff`, so they have been closed since then at least. A
 * booking reopened and closed again counts from its last closing: nothing is done early.
 */
function closedSince(db: Kysely<Database>, cutoff: string) {
  return db
    .selectFrom('bookings')
    .where('bookings.status', 'in', ['FULFILLED', 'CANCELLED'])
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('bookingStatusChanges as c')
            .select(sql`1`.as('one'))
            .whereRef('c.bookingId', '=', 'bookings.id')
            .where('c.changedAt', '>', cutoff),
        ),
      ),
    );
}

/** Closed since `cutoff` and still holding a payment screenshot: the image ids by booking. */
export async function listProofsClosedSince(
  db: Kysely<Database>,
  cutoff: string,
): Promise<{ id: string; proofImageId: string }[]> {
  const rows = await closedSince(db, cutoff)
    .select(['bookings.id', 'bookings.proofImageId'])
    .where('bookings.proofImageId', 'is not', null)
    .execute();
  return rows.flatMap((row) =>
    row.proofImageId ? [{ ...row, proofImageId: row.proofImageId }] : [],
  );
}

/** Closed since `cutoff`, with the address and e-mail not yet blanked nor erased. */
export async function listContactsClosedSince(
  db: Kysely<Database>,
  cutoff: string,
): Promise<BookingRow[]> {
  return closedSince(db, cutoff)
    .selectAll('bookings')
    .where('bookings.contactBlankedAt', 'is', null)
    .where('bookings.erasedAt', 'is', null)
    .execute();
}

/** Deletes the bookings' payment screenshots, marking when; answers how many were deleted. */
export async function deleteProofs(
  db: Kysely<Database>,
  proofs: readonly { id: string; proofImageId: string }[],
  now: Date,
): Promise<number> {
  let deleted = 0;
  for await (const some of inChunks(proofs)) {
    const result = await db
      .updateTable('bookings')
      .set({ proofImageId: null, proofDeletedAt: now.toISOString() })
      .where(
        'id',
        'in',
        some.map((proof) => proof.id),
      )
      .where('proofImageId', 'is not', null)
      .executeTakeFirst();
    deleted += Number(result.numUpdatedRows);
    await db
      .deleteFrom('images')
      .where(
        'id',
        'in',
        some.map((proof) => proof.proofImageId),
      )
      .execute();
  }
  return deleted;
}

export type BookingBlanks = Partial<
  Pick<
    BookingRow,
    | 'fullName'
    | 'phone'
    | 'email'
    | 'address'
    | 'city'
    | 'pincode'
    | 'regNumber'
    | 'chassisLast5'
    | 'engineLast5'
    | 'searchText'
    | 'holdClient'
    | 'billedTo'
    | 'contactBlankedAt'
  >
>;

/** Marks a closed booking erased, unless it is already: true for the one call that marks it. */
export async function claimErasure(
  db: Kysely<Database>,
  bookingId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ erasedAt: at })
    .where('id', '=', bookingId)
    .where('erasedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function blankBooking(
  db: Kysely<Database>,
  bookingId: string,
  blanks: BookingBlanks,
): Promise<void> {
  await db.updateTable('bookings').set(blanks).where('id', '=', bookingId).execute();
}

/**
 * Empties what the booking's messages said and to whom (e-mail, WhatsApp, SMS), keeping their
 * kind, channel, state and times; one not sent yet is given up, as there is no one to send it to.
 */
export async function blankBookingMessages(
  db: Kysely<Database>,
  bookingId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('outboxMails')
    .set({ status: 'failed', lastError: reason, claimedUntil: null, updatedAt: at })
    .where('bookingId', '=', bookingId)
    .where('status', 'in', ['pending', 'sending'])
    .execute();
  await db
    .updateTable('outboxMails')
    .set({
      recipient: '',
      subject: '',
      textBody: '',
      htmlBody: '',
      secret: null,
      payload: null,
      calendarEvent: null,
    })
    .where('bookingId', '=', bookingId)
    .execute();
}

/** A phone's mobile-code counters and tokens (issue 36): short-lived, but the number is personal. */
export async function deleteMobileCodesOf(db: Kysely<Database>, phone: string): Promise<void> {
  await db.deleteFrom('mobileCodes').where('phone', '=', phone).execute();
  await db.deleteFrom('mobileCodeTokens').where('phone', '=', phone).execute();
}

/** The booking's open erasure request, or a new one; answers it. */
export async function openErasureRequest(
  db: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<{ id: string; requestedAt: string; created: boolean }> {
  const open = await db
    .selectFrom('erasureRequests')
    .select(['id', 'requestedAt'])
    .where('bookingId', '=', bookingId)
    .where('completedAt', 'is', null)
    .executeTakeFirst();
  if (open) return { ...open, created: false };
  const request = { id: randomUUID(), bookingId, requestedAt: now.toISOString() };
  await db
    .insertInto('erasureRequests')
    .values({ ...request, completedAt: null, completedBy: null })
    .execute();
  return { id: request.id, requestedAt: request.requestedAt, created: true };
}

export async function listErasureRequests(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('erasureRequests')
    .select(['requestedAt', 'completedAt'])
    .where('bookingId', '=', bookingId)
    .orderBy('requestedAt')
    .execute();
}

/** The open erasure requests, oldest first, with their order numbers (the staff's list). */
export async function listOpenErasureRequests(db: Kysely<Database>, centreIds?: readonly string[]) {
  return db
    .selectFrom('erasureRequests')
    .innerJoin('bookings', 'bookings.id', 'erasureRequests.bookingId')
    .select([
      'erasureRequests.id',
      'erasureRequests.bookingId',
      'erasureRequests.requestedAt',
      'bookings.orderId',
      'bookings.status',
    ])
    .where('erasureRequests.completedAt', 'is', null)
    .$if(centreIds !== undefined, (q) =>
      // A centre-limited account's list (issue 38); `in ()` is not SQL, so none matches ''.
      q.where('bookings.centreId', 'in', centreIds?.length ? centreIds : ['']),
    )
    .orderBy('erasureRequests.requestedAt')
    .execute();
}

export async function completeErasureRequests(
  db: Kysely<Database>,
  bookingId: string,
  completedBy: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('erasureRequests')
    .set({ completedAt: now.toISOString(), completedBy })
    .where('bookingId', '=', bookingId)
    .where('completedAt', 'is', null)
    .execute();
}

/**
 * Claims the India day's retention run: true for the one transaction whose row this is. A second
 * instance's insert waits for the first's commit (PostgreSQL) or runs after it (SQLite), and
 * finds the row; a run that rolls back leaves the day to the next round.
 */
export async function claimRetentionRun(
  db: Kysely<Database>,
  day: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('retentionRuns')
    .values({ day, ranAt: now.toISOString(), screenshotsDeleted: 0, contactsBlanked: 0 })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  return result !== undefined;
}

export async function saveRetentionRunCounts(
  db: Kysely<Database>,
  day: string,
  counts: Pick<RetentionRunsTable, 'screenshotsDeleted' | 'contactsBlanked'>,
): Promise<void> {
  await db.updateTable('retentionRuns').set(counts).where('day', '=', day).execute();
}

export async function lastRetentionRun(
  db: Kysely<Database>,
): Promise<RetentionRunsTable | undefined> {
  return db
    .selectFrom('retentionRuns')
    .selectAll()
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}
