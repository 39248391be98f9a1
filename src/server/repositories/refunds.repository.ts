import type { Kysely, Selectable } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database, RefundsTable } from '#server/db/schema.ts';

export type RefundRow = Selectable<RefundsTable>;

export async function insertRefunds(
  db: Kysely<Database>,
  rows: readonly RefundRow[],
): Promise<void> {
  for await (const some of inChunks(rows)) {
    await db.insertInto('refunds').values(some).execute();
  }
}

export async function findRefundByBookingId(
  db: Kysely<Database>,
  bookingId: string,
): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('bookingId', '=', bookingId).executeTakeFirst();
}

/** Bookings among `bookingIds` that already have a refund. */
export async function listRefundedBookingIds(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('refunds')
    .select('bookingId')
    .where('bookingId', 'in', bookingIds)
    .execute();
  return new Set(rows.map((row) => row.bookingId));
}

/** Marks a due refund sent; answers the row, or undefined when it was not due (already sent). */
export async function markRefundSent(
  db: Kysely<Database>,
  id: string,
  sent: { sentAt: string; upiRef: string; recordedBy: string; recordedAt: string },
): Promise<RefundRow | undefined> {
  return db
    .updateTable('refunds')
    .set({ ...sent, status: 'sent' })
    .where('id', '=', id)
    .where('status', '=', 'due')
    .returningAll()
    .executeTakeFirst();
}

/** Sent refunds no bank statement has shown yet: what a statement's debits may match. */
export async function listRefundsAwaitingBank(
  db: Kysely<Database>,
): Promise<(RefundRow & { payerName: string; orderId: string })[]> {
  return db
    .selectFrom('refunds')
    .innerJoin('bookings', 'bookings.id', 'refunds.bookingId')
    .selectAll('refunds')
    .select(['bookings.fullName as payerName', 'bookings.orderId'])
    .where('refunds.status', '=', 'sent')
    .where('refunds.bankSeenAt', 'is', null)
    .orderBy('refunds.sentAt')
    .limit(1000)
    .execute();
}

export async function markRefundSeenByBank(
  db: Kysely<Database>,
  id: string,
  seen: { bankSeenAt: string; statementLineId: string },
): Promise<void> {
  await db
    .updateTable('refunds')
    .set(seen)
    .where('id', '=', id)
    .where('bankSeenAt', 'is', null)
    .execute();
}

/** Refunds not yet sent, and sent ones the bank has not shown yet, oldest due first. */
export async function listOpenRefunds(db: Kysely<Database>): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'due'), eb('bankSeenAt', 'is', null)]))
    .orderBy('dueBy')
    .limit(500)
    .execute();
}

/** Refunds due, and those of them past their day (`today` an India day). */
export async function countDueRefunds(
  db: Kysely<Database>,
  today: string,
): Promise<{ due: number; overdue: number }> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('due'),
      eb.fn
        .sum<string | number | null>(eb.case().when('dueBy', '<', today).then(1).else(0).end())
        .as('overdue'),
    ])
    .where('status', '=', 'due')
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), overdue: Number(row.overdue ?? 0) };
}
