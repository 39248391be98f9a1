import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { BookingFilters } from '../../shared/admin/admin-bookings';
import type { BookingStatus } from '../../shared/booking/booking-status';
import type { VehicleType } from '../../shared/catalog/services';
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

/** The lists' order: newest first, the id breaking ties (the cursor relies on it). */
function newestFirst<O>(query: SelectQueryBuilder<Database, 'bookings', O>) {
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
}

/** A list's filters and page: a key left undefined leaves its condition out. */
interface ListParams {
  status?: BookingStatus;
  vehicleType?: VehicleType;
  searchPattern?: string;
  searchMustContain?: string;
  /** A search alone, read from the newest end of an index in list order (instead of the above). */
  newestSearchPattern?: string;
  /** With it, the cursor's creation millisecond. */
  newestSearchBeforeMs?: number;
  afterCreatedAt?: string;
  afterId?: string;
  limit?: number;
}

function newestFirstList(db: Kysely<Database>, dialect: DialectFeatures, p: ListParams) {
  let matching = db.selectFrom('bookings');
  if (p.status !== undefined) matching = matching.where('status', '=', p.status);
  if (p.vehicleType !== undefined) matching = matching.where('vehicleType', '=', p.vehicleType);
  if (p.searchPattern !== undefined) {
    const search = { pattern: p.searchPattern, mustContain: p.searchMustContain };
    matching = matching.where(dialect.bookingSearchMatches(search));
  }
  if (p.newestSearchPattern !== undefined && p.limit !== undefined) {
    if (!dialect.newestBookingSearchMatches) throw new Error('no index in list order');
    const page = { limit: p.limit, beforeMs: p.newestSearchBeforeMs };
    matching = matching.where(dialect.newestBookingSearchMatches(p.newestSearchPattern, page));
  }
  const { afterCreatedAt, afterId } = p;
  if (afterCreatedAt !== undefined && afterId !== undefined) {
    matching = matching.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(afterCreatedAt, afterId)),
    );
  }
  if ((p.searchPattern ?? p.newestSearchPattern) !== undefined && p.limit !== undefined) {
    // A search can match thousands of bookings, all sorted before a page is cut: sorting whole
    // rows cost more than the search. Sort only the keys, then read just the page's rows.
    const pageIds = matching.select('id').$call(newestFirst).limit(p.limit);
    return db.selectFrom('bookings').selectAll().where('id', 'in', pageIds).$call(newestFirst);
  }
  // Without a search, the newest-first indexes answer the filters in order.
  const query = matching.selectAll().$call(newestFirst);
  return p.limit === undefined ? query : query.limit(p.limit);
}

/** Newest first, filtered; `limit` rows after `cursor` (all of them when limit is undefined). */
export async function listBookings(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  filters: BookingFilters,
  page: { cursor?: BookingCursor; limit?: number } = {},
): Promise<BookingRow[]> {
  const term = compactForSearch(filters.search ?? '');
  const search = term ? dialect.bookingSearch(term) : undefined;
  const cursorMs = page.cursor && storedTimeMs(page.cursor.createdAt);
  // A page of a search alone (the index answering it exactly) comes from the index's newest end.
  const newest =
    search !== undefined &&
    search.mustContain === undefined &&
    filters.status === undefined &&
    filters.vehicleType === undefined &&
    page.limit !== undefined &&
    dialect.newestBookingSearchMatches !== undefined &&
    (page.cursor === undefined || cursorMs !== undefined);
  return newestFirstList(db, dialect, {
    status: filters.status,
    vehicleType: filters.vehicleType,
    searchPattern: newest ? undefined : search?.pattern,
    searchMustContain: newest ? undefined : search?.mustContain,
    newestSearchPattern: newest ? search?.pattern : undefined,
    newestSearchBeforeMs: newest ? cursorMs : undefined,
    afterCreatedAt: page.cursor?.createdAt,
    afterId: page.cursor?.id,
    limit: page.limit,
  }).execute();
}

/** The millisecond of a time in the stored form (toISOString's); undefined for any other text. */
function storedTimeMs(time: string): number | undefined {
  const ms = Date.parse(time);
  return Number.isFinite(ms) && new Date(ms).toISOString() === time ? ms : undefined;
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
