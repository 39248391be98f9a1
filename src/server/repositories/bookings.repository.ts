import type { Kysely } from 'kysely';
import type { BookingFilters } from '../../shared/admin/admin-bookings';
import type { BookingStatus } from '../../shared/booking/booking-status';
import type { DialectFeatures } from '../db/dialect';
import type { BookingsTable, Database } from '../db/schema';
import { compactForSearch } from '../db/search-text';

export type BookingRow = BookingsTable;

/** Where a page of the newest-first list ends: the next page starts after it. */
export interface BookingCursor {
  createdAt: string;
  id: string;
}

export async function findBookingByOrderId(
  db: Kysely<Database>,
  orderId: string,
): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

export async function findBookingById(
  db: Kysely<Database>,
  id: string,
): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The booking a tracking link's secret belongs to (bookings_tracking_token, unique). */
export async function findBookingByTrackingToken(
  db: Kysely<Database>,
  token: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('trackingToken', '=', token)
    .executeTakeFirst();
}

/** On the stored transaction number, normalised at creation (and by migration 0007). */
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

export async function updateBookingStatus(
  db: Kysely<Database>,
  id: string,
  status: BookingStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ status, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Newest first, filtered; `limit` rows after `cursor` (all of them when limit is undefined). */
export async function listBookings(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  filters: BookingFilters,
  page: { cursor?: BookingCursor; limit?: number } = {},
): Promise<BookingRow[]> {
  let query = db.selectFrom('bookings').selectAll();
  if (filters.status !== undefined) query = query.where('status', '=', filters.status);
  if (filters.vehicleType !== undefined) {
    query = query.where('vehicleType', '=', filters.vehicleType);
  }
  const term = compactForSearch(filters.search ?? '');
  if (term) query = query.where(dialect.bookingSearchMatches(term));
  const { cursor } = page;
  if (cursor !== undefined) {
    query = query.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id)),
    );
  }
  // Newest first, the id breaking ties (the cursor relies on it).
  query = query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
  return (page.limit === undefined ? query : query.limit(page.limit)).execute();
}

export async function countBookings(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Bookings and revenue (cancelled bookings excluded) per India-time day from `fromDay` on. */
export async function dailyTotals(
  db: Kysely<Database>,
  fromDay: string,
): Promise<{ day: string; bookings: number; revenue: number }[]> {
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => [
      'createdDay',
      eb.fn.countAll<number | string>().as('bookings'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('status', '=', 'CANCELLED').then(0).else(eb.ref('priceTotal')).end(),
        )
        .as('revenue'),
    ])
    .where('createdDay', '>=', fromDay)
    .groupBy('createdDay')
    .execute();
  return rows.map((r) => ({
    day: r.createdDay,
    bookings: Number(r.bookings),
    revenue: Number(r.revenue ?? 0),
  }));
}
