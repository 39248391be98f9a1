import type { Kysely } from 'kysely';
import type { BookingsTable, Database } from '../db/schema';

export type BookingRow = BookingsTable;

export async function findBookingByOrderId(
  db: Kysely<Database>,
  orderId: string,
): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

export async function isTxnIdUsed(db: Kysely<Database>, txnId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('txnId', '=', txnId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBooking(db: Kysely<Database>, row: BookingRow): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}
