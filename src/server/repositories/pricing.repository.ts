import type { Kysely } from 'kysely';
import type { VehicleType } from '../../shared/catalog/services';
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

export async function listPricingSettings(
  db: Kysely<Database>,
): Promise<Record<VehicleType, PricingSettings>> {
  const rows = await db
    .selectFrom('pricing')
    .select(['vehicleType', 'targetTotal', 'gstPct', 'serviceCharge'])
    .execute();
  const byType = new Map(rows.map(({ vehicleType, ...settings }) => [vehicleType, settings]));
  const pick = (vehicleType: VehicleType) => {
    const settings = byType.get(vehicleType);
    if (!settings) throw new Error(`No pricing stored for ${vehicleType}`);
    return settings;
  };
  return { TWO_WHEELER: pick('TWO_WHEELER'), FOUR_WHEELER: pick('FOUR_WHEELER') };
}

export async function listPricingRows(db: Kysely<Database>) {
  return db
    .selectFrom('pricing')
    .select(['vehicleType', 'targetTotal', 'gstPct', 'serviceCharge', 'updatedAt'])
    .execute();
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
