import type { Kysely } from 'kysely';
import { byVehicleType, type VehicleType } from '../../shared/catalog/services';
import type { PricingSettings } from '../../shared/pricing/price';
import type { Database } from '../db/schema';

export async function getPricingSettings(
  db: Kysely<Database>,
  vehicleType: VehicleType,
): Promise<PricingSettings> {
  const settings = await db
    .selectFrom('pricing')
    .select(['targetTotal', 'gstPct', 'serviceCharge'])
    .where('vehicleType', '=', vehicleType)
    .executeTakeFirst();
  if (!settings) throw new Error(`No pricing stored for ${vehicleType}`);
  return settings;
}

/** The stored pricing of every vehicle type, with when it was last saved. */
export async function listPricing(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('pricing')
    .select(['vehicleType', 'targetTotal', 'gstPct', 'serviceCharge', 'updatedAt'])
    .execute();
  return byVehicleType((vehicleType) => {
    const row = rows.find((stored) => stored.vehicleType === vehicleType);
    if (!row) throw new Error(`No pricing stored for ${vehicleType}`);
    const { vehicleType: _, ...settings } = row;
    return settings;
  });
}

export async function savePricingSettings(
  db: Kysely<Database>,
  vehicleType: VehicleType,
  settings: PricingSettings,
  now = new Date(),
): Promise<void> {
  const values = { vehicleType, ...settings, updatedAt: now.toISOString() };
  await db
    .insertInto('pricing')
    .values(values)
    .onConflict((oc) => oc.column('vehicleType').doUpdateSet(values))
    .execute();
}
