import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateTo } from '#server/testing/older-schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

/** The schema as 0006 left it, with bookings stored the way the code of that time stored them. */
async function bookingsBefore0007(txnIds: string[]): Promise<void> {
  const { db } = database;
  await migrateTo(db, '0006-booking-search-in-list-order');
  for (const [i, txnId] of txnIds.entries()) {
    const at = `2026-11-0${i + 1}T10:00:00.000Z`;
    await sql`insert into bookings (id, order_id, full_name, phone, email, state, city, pincode,
      address, reg_number, chassis_last5, engine_last5, installation, service, vehicle_type,
      price_base, price_gst, price_gst_pct, price_service_charge, price_total, txn_id,
      duplicate_txn, payment_method, submitted_at, status, created_at, updated_at, search_text,
      created_day) values (${`b${i + 1}`}, ${`HSRPBOOKING/2026/110${i + 1}12345${i}`}, 'Asha',
      '9876543210', 'a@b.in', 'Delhi', 'Delhi', '110001', '', 'DL3CAB1234', '12345', '12345',
      'home', 'HSRP_WITH_COLOR', 'TWO_WHEELER', 500, 90, 18, 109, 699, ${txnId}, 0, 'UPI', ${at},
      'PAYMENT_SUBMITTED', ${at}, ${at}, 'x', '2026-11-01')`.execute(db.kysely);
  }
}

/** Bookings as 0007 to 0019 had them: 0020 replaced the tracking token with its hash elsewhere. */
interface BookingsWithToken {
  bookings: { id: string; txnId: string; duplicateTxn: number; trackingToken: string | null };
}
const withToken = () => database.db.kysely as unknown as Kysely<BookingsWithToken>;
const LAST_WITH_TOKEN = '0019-statement-line-candidates';

async function stored() {
  return withToken()
    .selectFrom('bookings')
    .select(['id', 'txnId', 'duplicateTxn', 'trackingToken'])
    .orderBy('id')
    .execute();
}

// Each test migrates a whole schema in two steps; on a busy shared machine that takes a while.
describe('migration 0007', { timeout: 30_000 }, () => {
  it('stores transaction numbers as 12 digits and flags the duplicates that this reveals', async () => {
    await bookingsBefore0007([
      '4123 9876 5432',
      '4123-9876-5432',
      '0412398765432',
      '412398765432',
      'UTR12',
      '5555 55',
      '612345678901',
    ]);
    await migrateTo(database.db, LAST_WITH_TOKEN);
    expect(await stored()).toEqual([
      { id: 'b1', txnId: '412398765432', duplicateTxn: 0, trackingToken: null },
      { id: 'b2', txnId: '412398765432', duplicateTxn: 1, trackingToken: null },
      { id: 'b3', txnId: '412398765432', duplicateTxn: 1, trackingToken: null },
      { id: 'b4', txnId: '412398765432', duplicateTxn: 1, trackingToken: null },
      // Not a UPI reference: left as typed.
      { id: 'b5', txnId: 'UTR12', duplicateTxn: 0, trackingToken: null },
      { id: 'b6', txnId: '5555 55', duplicateTxn: 0, trackingToken: null },
      { id: 'b7', txnId: '612345678901', duplicateTxn: 0, trackingToken: null },
    ]);
  });

  it('lets each tracking secret belong to one booking only', async () => {
    await bookingsBefore0007(['412398765432', '612345678901']);
    await migrateTo(database.db, LAST_WITH_TOKEN);
    const token = 'q1W2e3R4t5Y6u7I8o9P0a_S-d1F2g3H4j5K6l7Z8x9C';
    const setToken = (id: string) =>
      withToken()
        .updateTable('bookings')
        .set({ trackingToken: token })
        .where('id', '=', id)
        .execute();
    await setToken('b1');
    await expect(setToken('b2')).rejects.toSatisfy((error) =>
      database.db.dialect.isUniqueViolation(error),
    );
  });
});
