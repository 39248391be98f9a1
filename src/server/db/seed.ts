import type { Kysely } from 'kysely';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';
import { DEFAULT_PRICING_SETTINGS } from '#shared/pricing/price.ts';
import { PRICED_CHOICES } from '#shared/pricing/service-pricing.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { DEFAULT_SITE_MODE } from '#shared/site/site-mode.ts';
import type { Database } from './schema.ts';
import { SITE_INFO_KEY, SITE_MODE_KEY } from './setting-keys.ts';

/**
 * First-start data: default prices for every service (its vehicle type's, docs/product.md#prices),
 * empty QR/UPI records, site mode hsrp, site info. Never overwrites what is stored.
 */
export async function seedDefaults(db: Kysely<Database>, now = new Date()): Promise<void> {
  const updatedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Every service starts at its vehicle type's default price; one the catalog gains later, too.
    for (const choice of PRICED_CHOICES) {
      await trx
        .insertInto('pricing')
        .values({ ...choice, ...DEFAULT_PRICING_SETTINGS[choice.vehicleType], updatedAt })
        .onConflict((oc) => oc.columns(['service', 'vehicleType']).doNothing())
        .execute();
    }
    for (const vehicleType of VEHICLE_TYPES) {
      await trx
        .insertInto('paymentOptions')
        .values({ vehicleType, upiId: null, qrImageId: null, updatedAt })
        .onConflict((oc) => oc.column('vehicleType').doNothing())
        .execute();
    }
    const settings: [string, string][] = [
      [SITE_MODE_KEY, DEFAULT_SITE_MODE],
      [SITE_INFO_KEY, JSON.stringify(DEFAULT_SITE_INFO)],
    ];
    for (const [key, value] of settings) {
      await trx
        .insertInto('settings')
        .values({ key, value, updatedAt })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
  });
}
