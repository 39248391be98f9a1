import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBookings } from '#server/repositories/bookings.repository.ts';
import { migrateTo } from '#server/testing/older-schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { bookingSearchNames } from './0012-booking-search-names.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

/** Bookings as the code before 0012 stored them: search text without name or transaction number. */
const BEFORE = [
  { id: 'b1', name: 'Ravi Kumar', txn: '412398765432', reg: 'UK08AB1234' },
  { id: 'b2', name: 'SUNITA KUMARI', txn: '512398765432', reg: 'DL3CAB9876' },
  { id: 'b3', name: 'रवि कुमार', txn: '612398765432', reg: 'MH12Z1' },
  { id: 'b4', name: "Asha D'Souza-Verma", txn: '712398765432', reg: 'KA01Q77' },
];

async function bookingsBefore0012(): Promise<void> {
  const { db } = database;
  await migrateTo(db, '0009-booking-search-trigrams');
  for (const [i, { id, name, txn, reg }] of BEFORE.entries()) {
    const at = `2026-11-0${i + 1}T10:00:00.000Z`;
    const orderId = `HSRPBOOKING/2026/110${i + 1}12345${i}`;
    const phone = `98765432${i}0`;
    await sql`insert into bookings (id, order_id, full_name, phone, email, state, city, pincode,
      address, reg_number, chassis_last5, engine_last5, installation, service, vehicle_type,
      price_base, price_gst, price_gst_pct, price_service_charge, price_total, txn_id,
      duplicate_txn, payment_method, submitted_at, status, created_at, updated_at, search_text,
      created_day) values (${id}, ${orderId}, ${name}, ${phone}, 'a@b.in', 'Delhi', 'Delhi',
      '110001', '', ${reg}, '12345', '12345', 'home', 'HSRP_WITH_COLOR', 'TWO_WHEELER', 500, 90,
      18, 109, 699, ${txn}, 0, 'UPI', ${at}, 'PAYMENT_SUBMITTED', ${at}, ${at},
      ${`${orderId} ${phone} ${reg}`}, ${`2026-11-0${i + 1}`})`.execute(db.kysely);
  }
}

const search = async (term: string) =>
  (await listBookings(database.db.kysely, database.db.dialect, { search: term }))
    .map((row) => row.id)
    .toSorted();

// Each test migrates a whole schema in two steps; on a busy shared machine that takes a while.
describe('migration 0012', { timeout: 30_000 }, () => {
  it('lets the admin search find bookings stored before it by name and transaction number', async () => {
    await bookingsBefore0012();
    expect(await search('kumar')).toEqual([]);

    await migrateToLatest(database.db);
    // Any case, any part of the name, with or without its spaces and punctuation.
    expect(await search('kumar')).toEqual(['b1', 'b2']);
    expect(await search('KUMARI')).toEqual(['b2']);
    expect(await search('ravi kum')).toEqual(['b1']);
    expect(await search('sunita')).toEqual(['b2']);
    expect(await search('dsouza')).toEqual(['b4']);
    expect(await search("d'souza-ver")).toEqual(['b4']);
    expect(await search('कुमार')).toEqual(['b3']);
    expect(await search('रवि')).toEqual(['b3']);
    // The transaction number, and what was found before, still is.
    expect(await search('5123 9876 5432')).toEqual(['b2']);
    expect(await search('ab 1234')).toEqual(['b1']);
    expect(await search('2026/1104')).toEqual(['b4']);
    expect(await search('nobody')).toEqual([]);
    if (database.db.dialect.name === 'postgres') {
      // Rebuilt after the update: searches stay index-backed.
      const { rows } = await sql`select indexname from pg_indexes
        where schemaname = current_schema() and indexname = 'bookings_search_trgm'`.execute(
        database.db.kysely,
      );
      expect(rows).toHaveLength(1);
    }
  });

  it('gives the same texts when run again, as after a crash midway', async () => {
    await bookingsBefore0012();
    await migrateToLatest(database.db);
    const texts = () =>
      database.db.kysely
        .selectFrom('bookings')
        .select(['id', 'searchText', 'updatedAt'])
        .orderBy('id')
        .execute();
    const once = await texts();
    expect(once[0]?.searchText).toBe(
      'HSRPBOOKING/2026/1101123450 9876543200 UK08AB1234 412398765432 RAVIKUMAR',
    );

    await bookingSearchNames(database.db.dialect.name).up(database.db.kysely);
    expect(await texts()).toEqual(once);
    expect(await search('ravi')).toEqual(['b1']);
  });
});
