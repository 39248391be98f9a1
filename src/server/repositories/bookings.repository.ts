import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DialectFeatures } from '#server/db/dialect.ts';
import { inChunks } from '#server/db/in-chunks.ts';
import type { BookingsTable, Database } from '#server/db/schema.ts';
import type { BookingFilters } from '#shared/admin/admin-bookings.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { compactForSearch } from '#shared/booking/search-text.ts';

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

/** The bookings among these order numbers (one index look-up each). */
export async function findBookingsByOrderIds(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<BookingRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('bookings').selectAll().where('orderId', 'in', orderIds).execute();
}

export async function findBookingById(
  db: Kysely<Database>,
  id: string,
): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Who carries this transaction number (stored normalised, at creation and by migration 0007):
 * `claimed` by a booking that is open, verified or cancelled by staff; only by bookings the lapse
 * round cancelled (`lapsed`: their customer may pay late and book again with it); or `free`.
 */
export async function transactionNumberUse(
  db: Kysely<Database>,
  txnId: string,
): Promise<'free' | 'lapsed' | 'claimed'> {
  const carriers = await db
    .selectFrom('bookings')
    .select(['status', 'lapsedAt'])
    .where('txnId', '=', txnId)
    .execute();
  if (carriers.length === 0) return 'free';
  const lapsed = (b: (typeof carriers)[number]) => b.status === 'CANCELLED' && b.lapsedAt !== null;
  return carriers.every(lapsed) ? 'lapsed' : 'claimed';
}

/** What matching a bank line needs of a booking, and what the desk shows beside the line. */
const PAYMENT_MATCH_COLUMNS = [
  'id',
  'orderId',
  'fullName',
  'txnId',
  'priceTotal',
  'createdAt',
  'status',
  'duplicateTxn',
  'lapsedAt',
  'installation',
  'centreId',
  'appointmentDay',
  'appointmentSlot',
] as const;
export type PaymentMatchBooking = Pick<BookingRow, (typeof PAYMENT_MATCH_COLUMNS)[number]>;

/**
 * Bookings whose customer gave one of these UPI references (a bank statement's lines), with only
 * the columns matching needs: a month's statement names thousands of bookings.
 */
export async function listBookingsByTxnIds(
  db: Kysely<Database>,
  txnIds: readonly string[],
): Promise<PaymentMatchBooking[]> {
  const found: PaymentMatchBooking[] = [];
  for await (const some of inChunks(txnIds)) {
    found.push(
      ...(await db
        .selectFrom('bookings')
        .select(PAYMENT_MATCH_COLUMNS)
        .where('txnId', 'in', some)
        .execute()),
    );
  }
  return found;
}

export async function listBookingsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<BookingRow[]> {
  const found: BookingRow[] = [];
  for await (const some of inChunks(ids)) {
    found.push(...(await db.selectFrom('bookings').selectAll().where('id', 'in', some).execute()));
  }
  return found;
}

/** Bookings waiting for staff since before `createdBefore` that no bank line has paid, oldest first. */
export async function listWaitingWithoutCredit(
  db: Kysely<Database>,
  createdBefore: string,
  limit: number,
): Promise<BookingRow[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', AWAITING_STATUS)
    .where('createdAt', '<', createdBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('statementLines')
            .select('statementLines.id')
            .whereRef('statementLines.bookingId', '=', 'bookings.id')
            .where('statementLines.state', '=', 'matched'),
        ),
      ),
    )
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}

/** Every booking waiting for staff to verify its payment, whatever its day: how many, and their sum. */
export async function sumAwaitingBookings(
  db: Kysely<Database>,
): Promise<{ count: number; amountRupees: number }> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('priceTotal').as('amount'),
    ])
    .where('status', '=', AWAITING_STATUS)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amountRupees: Number(row.amount ?? 0) };
}

export async function insertBooking(db: Kysely<Database>, row: BookingRow): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}

/**
 * Sets the status of each booking that does not have it yet; answers how many changed. The check
 * is part of the write: on PostgreSQL a second, simultaneous request for the same change (a double
 * tap) waits for the first to commit, then finds nothing to change. SQLite runs one write
 * transaction at a time, so the caller's read already sees it.
 */
export async function updateBookingsStatus(
  db: Kysely<Database>,
  ids: readonly string[],
  status: BookingStatus,
  now: Date,
  /**
   * The status the caller read: a booking whose status changed since (the lapse round cancelled
   * it meanwhile) is not changed, so its appointment place is never counted wrong.
   */
  from?: BookingStatus,
): Promise<number> {
  let changed = 0;
  for await (const some of inChunks(ids)) {
    const { numUpdatedRows } = await db
      .updateTable('bookings')
      // Any change by staff or a bank statement ends the unverified hold (decision 0032): verified,
      // the place is firm; cancelled, it is free. The client's address hash goes with it, and a
      // lapsed booking changed since is no longer the lapse round's.
      .set({
        status,
        updatedAt: now.toISOString(),
        holdUntil: null,
        holdClient: null,
        lapsedAt: null,
      })
      .where('id', 'in', some)
      .where('status', '<>', status)
      .$if(from !== undefined, (query) =>
        // Compared as an expression so that the ids find the rows: SQLite keeps no statistics,
        // and `status = ?` looked cheaper to its planner than the list of ids, so each batch of a
        // statement's confirmations walked the status index over every waiting booking (about
        // 50 ms for 100 ids among 85,000 waiting, against 1 ms by id).
        query.where(sql<string>`cast(${sql.ref('status')} as text)`, '=', from as BookingStatus),
      )
      .executeTakeFirst();
    changed += Number(numUpdatedRows);
  }
  return changed;
}

/**
 * Moves a booking's appointment to `to` if it is still as `seen` was read (its appointment and its
 * customer's move count); answers whether it did. A simultaneous move (a double tap) waits for the
 * first to commit on PostgreSQL, then finds the row changed, as on SQLite.
 */
export async function updateBookingAppointment(
  db: Kysely<Database>,
  seen: BookingRow,
  to: { day: string; slot: string },
  byCustomer: boolean,
  now: Date,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('bookings')
    .set({
      appointmentDay: to.day,
      appointmentSlot: to.slot,
      customerReschedules: seen.customerReschedules + (byCustomer ? 1 : 0),
      reminderQueuedAt: null,
      updatedAt: now.toISOString(),
    })
    .where('id', '=', seen.id)
    .where('status', '=', seen.status)
    .where('customerReschedules', '=', seen.customerReschedules)
    .where((eb) =>
      seen.appointmentDay && seen.appointmentSlot
        ? eb.and([
            eb('appointmentDay', '=', seen.appointmentDay),
            eb('appointmentSlot', '=', seen.appointmentSlot),
          ])
        : eb('appointmentDay', 'is', null),
    )
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The lists' order: newest first, the id breaking ties (the cursor relies on it). */
function newestFirst<O>(query: SelectQueryBuilder<Database, 'bookings', O>) {
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
}

/** Newest first, filtered; `limit` rows after `cursor` (all of them when limit is undefined). */
export async function listBookings(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  filters: BookingFilters & { centreIds?: readonly string[] },
  page: { cursor?: BookingCursor; limit?: number } = {},
): Promise<BookingRow[]> {
  let matching = db.selectFrom('bookings');
  // A centre-limited account's list (issue 38): its centres' bookings only.
  if (filters.centreIds !== undefined) {
    if (filters.centreIds.length === 0) return [];
    matching = matching.where('centreId', 'in', filters.centreIds);
  }
  if (filters.status !== undefined) matching = matching.where('status', '=', filters.status);
  if (filters.vehicleType !== undefined) {
    matching = matching.where('vehicleType', '=', filters.vehicleType);
  }
  const term = compactForSearch(filters.search ?? '');
  if (term) matching = matching.where(dialect.bookingSearchMatches(term));
  const { cursor, limit } = page;
  if (cursor !== undefined) {
    matching = matching.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id)),
    );
  }
  if (term && limit !== undefined) {
    // A search's matches are sorted before a page is cut, and sorting whole rows cost more than
    // the search (at 100,000 bookings, 1,000 matches: 2.3 ms against 1.4 ms): sort only the keys,
    // then read the page's rows.
    const pageIds = matching.select('id').$call(newestFirst).limit(limit);
    return db
      .selectFrom('bookings')
      .selectAll()
      .where('id', 'in', pageIds)
      .$call(newestFirst)
      .execute();
  }
  // Without a search, the newest-first indexes answer the filters in order.
  const query = matching.selectAll().$call(newestFirst);
  return (limit === undefined ? query : query.limit(limit)).execute();
}

export async function countBookings(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A day's figures: revenue is what staff have verified; awaiting is paid but not yet checked. */
export interface DailyTotals {
  day: string;
  bookings: number;
  revenue: number;
  awaitingBookings: number;
  awaitingAmount: number;
}

/** Revenue counts only payments staff have checked: confirmed bookings and fulfilled ones. */
const VERIFIED_STATUSES: BookingStatus[] = ['CONFIRMED', 'FULFILLED'];
/** A customer says they paid; staff have not checked the payment yet. */
const AWAITING_STATUS: BookingStatus = 'PAYMENT_SUBMITTED';

/** Bookings, verified revenue and money awaiting verification per India-time day from `fromDay` on. */
export async function dailyTotals(db: Kysely<Database>, fromDay: string): Promise<DailyTotals[]> {
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => {
      const sumWhen = (condition: Expression<SqlBool>, value: Expression<number> | number) =>
        eb.fn.sum<number | string | null>(eb.case().when(condition).then(value).else(0).end());
      const verified = eb('status', 'in', VERIFIED_STATUSES);
      const awaiting = eb('status', '=', AWAITING_STATUS);
      return [
        'createdDay',
        eb.fn.countAll<number | string>().as('bookings'),
        sumWhen(verified, eb.ref('priceTotal')).as('revenue'),
        sumWhen(awaiting, 1).as('awaitingBookings'),
        sumWhen(awaiting, eb.ref('priceTotal')).as('awaitingAmount'),
      ];
    })
    .where('createdDay', '>=', fromDay)
    .groupBy('createdDay')
    .execute();
  return rows.map((r) => ({
    day: r.createdDay,
    bookings: Number(r.bookings),
    revenue: Number(r.revenue ?? 0),
    awaitingBookings: Number(r.awaitingBookings ?? 0),
    awaitingAmount: Number(r.awaitingAmount ?? 0),
  }));
}

/** Whether any booking of this mobile number (ten digits) agreed to WhatsApp messages. */
export async function phoneAgreedToWhatsApp(db: Kysely<Database>, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('phone', '=', phone)
    .where('whatsappConsentAt', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** When each booking's customer agreed to WhatsApp messages (null: never), by booking id. */
export async function whatsappConsentsOf(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const consents = new Map<string, string | null>();
  for await (const some of inChunks(ids)) {
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'whatsappConsentAt'])
      .where('id', 'in', some)
      .execute();
    for (const row of rows) consents.set(row.id, row.whatsappConsentAt);
  }
  return consents;
}
