import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next. The catalog's pairs are
// written out here, as they were at this release, so a later catalog cannot change what this does.
const SERVICE_VEHICLE_TYPES = [
  ['HSRP_WITH_COLOR', 'TWO_WHEELER'],
  ['HSRP_WITH_COLOR', 'FOUR_WHEELER'],
  ['TWO_WHEELER_PLATE', 'TWO_WHEELER'],
  ['FOUR_WHEELER_PLATE', 'FOUR_WHEELER'],
  ['ONLY_COLOR_STICKERS', 'TWO_WHEELER'],
  ['ONLY_COLOR_STICKERS', 'FOUR_WHEELER'],
  ['ELECTRIC_VEHICLE_PLATE', 'TWO_WHEELER'],
  ['ELECTRIC_VEHICLE_PLATE', 'FOUR_WHEELER'],
  ['TRACTOR_TRAILER_PLATE', 'FOUR_WHEELER'],
] as const;

/**
 * Prices per service and vehicle type instead of per vehicle type: each vehicle type's stored
 * price becomes the price of every service offered for it. A fresh database has no prices yet
 * (the start's seed writes them after the migrations).
 */
export function pricingPerService(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('pricing').renameTo('pricing_per_vehicle_type').execute();
      await db.schema
        .createTable('pricing')
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('vehicle_type', 'text', (c) => c.notNull())
        .addColumn('target_total', 'integer', (c) => c.notNull())
        .addColumn('gst_pct', 'double precision', (c) => c.notNull())
        .addColumn('service_charge', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // Named: on PostgreSQL the renamed table still holds the index name "pricing_pkey".
        .addPrimaryKeyConstraint('pricing_service_vehicle_type_pk', ['service', 'vehicle_type'])
        .execute();
      for (const [service, vehicleType] of SERVICE_VEHICLE_TYPES) {
        await sql`insert into pricing
          (service, vehicle_type, target_total, gst_pct, service_charge, updated_at)
          select ${service}, vehicle_type, target_total, gst_pct, service_charge, updated_at
          from pricing_per_vehicle_type where vehicle_type = ${vehicleType}`.execute(db);
      }
      await db.schema.dropTable('pricing_per_vehicle_type').execute();
    },
  };
}
