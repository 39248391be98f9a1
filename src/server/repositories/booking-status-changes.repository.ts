import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { BookingStatusChangesTable, Database } from '#server/db/schema.ts';

/** Who set a status when no admin did: the customer's own submission. */
export const CUSTOMER_ACTOR = 'customer';

export async function insertStatusChange(
  db: Kysely<Database>,
  change: Omit<Insertable<BookingStatusChangesTable>, 'id'>,
): Promise<void> {
  await insertStatusChanges(db, [change]);
}

export async function insertStatusChanges(
  db: Kysely<Database>,
  changes: readonly Omit<Insertable<BookingStatusChangesTable>, 'id'>[],
): Promise<void> {
  for await (const some of inChunks(changes)) {
    await db
      .insertInto('bookingStatusChanges')
      .values(some.map((change) => ({ id: randomUUID(), ...change })))
      .execute();
  }
}

/** The history of each of the given bookings, oldest change first. */
export async function listStatusChanges(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<Map<string, Selectable<BookingStatusChangesTable>[]>> {
  const byBooking = new Map<string, Selectable<BookingStatusChangesTable>[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom('bookingStatusChanges')
    .selectAll()
    .where('bookingId', 'in', bookingIds)
    .orderBy('changedAt')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(row);
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}
