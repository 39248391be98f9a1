import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { PricingSettings } from '#shared/pricing/price.ts';
import { byPricedChoice, type PricedChoice } from '#shared/pricing/service-pricing.ts';

const noPriceFor = ({ service, vehicleType }: PricedChoice) =>
  new Error(`No pricing stored for ${service} ${vehicleType}`);

/** The stored pricing of one service for one vehicle type, if any. */
export async function findPricingSettings(
  db: Kysely<Database>,
  choice: PricedChoice,
): Promise<PricingSettings | undefined> {
  return db
    .selectFrom('pricing')
    .select(['targetTotal', 'gstPct', 'serviceCharge'])
    .where('service', '=', choice.service)
    .where('vehicleType', '=', choice.vehicleType)
    .executeTakeFirst();
}

/** What one service costs for one vehicle type, as the owner set it. */
export async function getPricingSettings(
  db: Kysely<Database>,
  choice: PricedChoice,
): Promise<PricingSettings> {
  const settings = await findPricingSettings(db, choice);
  if (!settings) throw noPriceFor(choice);
  return settings;
}

/** The stored pricing of every service per vehicle type it allows, with when it was last saved. */
export async function listPricing(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('pricing')
    .select(['service', 'vehicleType', 'targetTotal', 'gstPct', 'serviceCharge', 'updatedAt'])
    .execute();
  return byPricedChoice((choice) => {
    const row = rows.find(
      (stored) => stored.service === choice.service && stored.vehicleType === choice.vehicleType,
    );
    if (!row) throw noPriceFor(choice);
    const { service: _, vehicleType: __, ...settings } = row;
    return settings;
  });
}

export async function savePricingSettings(
  db: Kysely<Database>,
  choice: PricedChoice,
  settings: PricingSettings,
  now = new Date(),
): Promise<void> {
  const values = { ...choice, ...settings, updatedAt: now.toISOString() };
  await db
    .insertInto('pricing')
    .values(values)
    .onConflict((oc) => oc.columns(['service', 'vehicleType']).doUpdateSet(values))
    .execute();
}
