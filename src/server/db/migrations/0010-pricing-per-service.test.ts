import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadStorefront } from '#server/storefront/load-storefront.ts';
import { migrateTo } from '#server/testing/older-schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDefaults } from '../seed.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

const SAVED_AT = '2026-10-02T09:30:00.000Z';

/** The schema as 0009 left it, with per-vehicle-type prices an owner saved back then. */
async function pricesBefore0010(rows: [string, number, number, number][]): Promise<void> {
  const { db } = database;
  await migrateTo(db, '0009-booking-search-trigrams');
  for (const [vehicleType, targetTotal, gstPct, serviceCharge] of rows) {
    await sql`insert into pricing (vehicle_type, target_total, gst_pct, service_charge, updated_at)
      values (${vehicleType}, ${targetTotal}, ${gstPct}, ${serviceCharge}, ${SAVED_AT})`.execute(
      db.kysely,
    );
  }
}

const storedPricing = () =>
  database.db.kysely
    .selectFrom('pricing')
    .select(['service', 'vehicleType', 'targetTotal', 'gstPct', 'serviceCharge', 'updatedAt'])
    .orderBy('service')
    .orderBy('vehicleType')
    .execute();

// Each test migrates a whole schema in two steps; on a busy shared machine that takes a while.
describe('migration 0010', { timeout: 30_000 }, () => {
  it("makes each vehicle type's stored price the price of every service offered for it", async () => {
    await pricesBefore0010([
      ['TWO_WHEELER', 749, 12.5, 50],
      ['FOUR_WHEELER', 999, 18, 99],
    ]);
    await migrateToLatest(database.db);
    const two = { targetTotal: 749, gstPct: 12.5, serviceCharge: 50 };
    const four = { targetTotal: 999, gstPct: 18, serviceCharge: 99 };
    const row = (service: string, vehicleType: string, settings: object) => ({
      service,
      vehicleType,
      ...settings,
      updatedAt: SAVED_AT,
    });
    expect(await storedPricing()).toEqual([
      row('ELECTRIC_VEHICLE_PLATE', 'FOUR_WHEELER', four),
      row('ELECTRIC_VEHICLE_PLATE', 'TWO_WHEELER', two),
      row('FOUR_WHEELER_PLATE', 'FOUR_WHEELER', four),
      row('HSRP_WITH_COLOR', 'FOUR_WHEELER', four),
      row('HSRP_WITH_COLOR', 'TWO_WHEELER', two),
      row('ONLY_COLOR_STICKERS', 'FOUR_WHEELER', four),
      row('ONLY_COLOR_STICKERS', 'TWO_WHEELER', two),
      row('TRACTOR_TRAILER_PLATE', 'FOUR_WHEELER', four),
      row('TWO_WHEELER_PLATE', 'TWO_WHEELER', two),
    ]);

    // The start's seed keeps them, and customers see them for every service.
    await seedDefaults(database.db.kysely);
    expect(await storedPricing()).toHaveLength(9);
    const { pricing } = await loadStorefront(database.db.kysely);
    expect(pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total).toBe(749);
    expect(pricing.ONLY_COLOR_STICKERS.TWO_WHEELER?.total).toBe(749);
    expect(pricing.TRACTOR_TRAILER_PLATE.FOUR_WHEELER?.total).toBe(999);
  });

  it('lets each service and vehicle type have one price only', async () => {
    await pricesBefore0010([['TWO_WHEELER', 699, 18, 109]]);
    await migrateToLatest(database.db);
    const again = sql`insert into pricing
      (service, vehicle_type, target_total, gst_pct, service_charge, updated_at)
      values ('HSRP_WITH_COLOR', 'TWO_WHEELER', 1, 18, 0, '2026-11-01T00:00:00.000Z')`;
    await expect(again.execute(database.db.kysely)).rejects.toSatisfy((error) =>
      database.db.dialect.isUniqueViolation(error),
    );
  });

  it('leaves a new database without prices until the seed writes the defaults', async () => {
    await pricesBefore0010([]);
    await migrateToLatest(database.db);
    expect(await storedPricing()).toEqual([]);
    await seedDefaults(database.db.kysely);
    const { pricing } = await loadStorefront(database.db.kysely);
    expect(pricing.ONLY_COLOR_STICKERS).toMatchObject({
      TWO_WHEELER: { total: 699 },
      FOUR_WHEELER: { total: 899 },
    });
  });
});
