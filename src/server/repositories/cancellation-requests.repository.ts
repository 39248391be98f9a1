import type { Kysely, Selectable } from 'kysely';
import type { CancellationRequestsTable, Database } from '#server/db/schema.ts';

export type CancellationRequestRow = Selectable<CancellationRequestsTable>;

export async function insertCancellationRequest(
  db: Kysely<Database>,
  row: CancellationRequestRow,
): Promise<void> {
  await db.insertInto('cancellationRequests').values(row).execute();
}

/** The booking's latest request, whatever its state. */
export async function findLatestCancellationRequest(
  db: Kysely<Database>,
  bookingId: string,
): Promise<CancellationRequestRow | undefined> {
  return db
    .selectFrom('cancellationRequests')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('requestedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The request still waiting for staff, if any (at most one, by the migration's index). */
export async function findOpenCancellationRequest(
  db: Kysely<Database>,
  bookingId: string,
): Promise<CancellationRequestRow | undefined> {
  return db
    .selectFrom('cancellationRequests')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
}

/** Settles the bookings' open requests; answers how many were open. */
export async function decideOpenRequests(
  db: Kysely<Database>,
  bookingIds: readonly string[],
  decision: {
    status: 'approved' | 'declined';
    decidedAt: string;
    decidedBy: string;
    note: string | null;
  },
): Promise<CancellationRequestRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .updateTable('cancellationRequests')
    .set(decision)
    .where('bookingId', 'in', bookingIds)
    .where('status', '=', 'requested')
    .returningAll()
    .execute();
}

/** Bookings among `bookingIds` whose latest decided request was approved. */
export async function listBookingsWithApprovedRequest(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('cancellationRequests')
    .select('bookingId')
    .where('bookingId', 'in', bookingIds)
    .where('status', '=', 'approved')
    .execute();
  return new Set(rows.map((row) => row.bookingId));
}

/** Every request waiting for staff, oldest first. */
export async function listOpenCancellationRequests(
  db: Kysely<Database>,
): Promise<CancellationRequestRow[]> {
  return db
    .selectFrom('cancellationRequests')
    .selectAll()
    .where('status', '=', 'requested')
    .orderBy('requestedAt')
    .limit(500)
    .execute();
}
