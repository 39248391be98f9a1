import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { BookingStatusChangesTable, Database } from '../db/schema';

/** Who set a status when no admin did: the customer's own submission. */
export const CUSTOMER_ACTOR = 'customer';

const statusChangeInsert = preparedQuery((db, row: BookingStatusChangesTable) =>
  db.insertInto('bookingStatusChanges').values(row),
);

export async function insertStatusChange(
  db: Kysely<Database>,
  change: Omit<BookingStatusChangesTable, 'id'>,
): Promise<void> {
  await statusChangeInsert(db, { id: randomUUID(), ...change });
}

/** Compiled once per list length: a page of the admin list asks for at most 12 bookings. */
const statusChangesOf = preparedQuery((db, p: { bookingIds: readonly string[] }) =>
  db
    .selectFrom('bookingStatusChanges')
    .selectAll()
    .where('bookingId', 'in', p.bookingIds)
    .orderBy('changedAt')
    .orderBy('id'),
);

/** The history of each of the given bookings, oldest change first. */
export async function listStatusChanges(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, BookingStatusChangesTable[]>> {
  const byBooking = new Map<string, BookingStatusChangesTable[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await statusChangesOf(db, { bookingIds });
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(row);
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}
