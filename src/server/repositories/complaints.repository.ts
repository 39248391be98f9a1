import type { Kysely } from 'kysely';
import type { ComplaintRepliesTable, ComplaintsTable, Database } from '#server/db/schema.ts';
import type { ComplaintKind, ComplaintStatus } from '#shared/complaints/complaint-rules.ts';

export type ComplaintRow = ComplaintsTable;
export type ComplaintReplyRow = ComplaintRepliesTable;

/**
 * The last ticket number of the year's series, its row locked until the transaction ends (as
 * lockInvoiceSeries): every ticket of the year waits here, so numbers follow one another.
 */
export async function lockComplaintSeries(db: Kysely<Database>, year: string): Promise<number> {
  const row = await db
    .insertInto('complaintSeries')
    .values({ year, lastNumber: 0 })
    .onConflict((conflict) =>
      conflict
        .column('year')
        .doUpdateSet((eb) => ({ lastNumber: eb.ref('complaintSeries.lastNumber') })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Number(row.lastNumber);
}

/** Stores a ticket numbered under lockComplaintSeries, and moves the series on to it. */
export async function insertComplaint(db: Kysely<Database>, row: ComplaintRow): Promise<void> {
  await db.insertInto('complaints').values(row).execute();
  await db
    .updateTable('complaintSeries')
    .set({ lastNumber: row.sequence })
    .where('year', '=', row.year)
    .execute();
}

export async function findComplaintById(
  db: Kysely<Database>,
  id: string,
): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findComplaintByTicket(
  db: Kysely<Database>,
  ticket: string,
): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('ticket', '=', ticket).executeTakeFirst();
}

/** Oldest first (the queue's order: the nearest deadline on top), at most `limit`. */
export async function listComplaints(
  db: Kysely<Database>,
  { status, limit }: { status?: ComplaintStatus; limit: number },
): Promise<ComplaintRow[]> {
  let query = db.selectFrom('complaints').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('createdAt', 'asc').orderBy('id').limit(limit).execute();
}

/** Tickets not closed yet. */
export async function countUnclosedComplaints(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '!=', 'closed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listComplaintReplies(
  db: Kysely<Database>,
  complaintId: string,
): Promise<ComplaintReplyRow[]> {
  return db
    .selectFrom('complaintReplies')
    .selectAll()
    .where('complaintId', '=', complaintId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function insertComplaintReply(
  db: Kysely<Database>,
  reply: ComplaintReplyRow,
): Promise<void> {
  await db.insertInto('complaintReplies').values(reply).execute();
}

/**
 * Moves a ticket on from `from` (the state the caller read): false when it was no longer in it,
 * as another member of staff changed it meanwhile (works alike on both databases).
 */
export async function updateComplaintState(
  db: Kysely<Database>,
  id: string,
  from: Pick<ComplaintRow, 'status' | 'answeredAt'>,
  state: Pick<ComplaintRow, 'status' | 'answeredAt' | 'closedAt' | 'closedBy'>,
): Promise<boolean> {
  const result = await db
    .updateTable('complaints')
    .set(state)
    .where('id', '=', id)
    .where('status', '=', from.status)
    .where((eb) =>
      from.answeredAt === null
        ? eb('answeredAt', 'is', null)
        : eb('answeredAt', '=', from.answeredAt),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes a booking's open tickets of one kind (an erasure completed closes its request's ticket). */
export async function closeOpenTicketsOfBooking(
  db: Kysely<Database>,
  bookingId: string,
  kind: ComplaintKind,
  by: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('complaints')
    .set({ status: 'closed', closedAt: now.toISOString(), closedBy: by })
    .where('bookingId', '=', bookingId)
    .where('kind', '=', kind)
    .where('status', '!=', 'closed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
