import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import { loadPaymentOptions } from '#server/storefront/load-storefront.ts';
import type { VehicleType } from '#shared/catalog/services.ts';
import { hasPayee } from '#shared/storefront/payee.ts';

/**
 * Refuses a booking (409) for a vehicle type nobody can be paid for yet: the customer would pay
 * no one, or someone we never hear from. The payment page shows the same pause live; this covers
 * a page that missed the change and any other client.
 */
export async function assertPayeeSet(db: Kysely<Database>, vehicleType: VehicleType) {
  const options = await loadPaymentOptions(db);
  if (!hasPayee(options[vehicleType])) throw keyedError(409, 'bookingsPaused');
}
