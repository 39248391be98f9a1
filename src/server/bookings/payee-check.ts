import type { Kysely } from 'kysely';
import type { VehicleType } from '../../shared/catalog/services';
import { BOOKINGS_PAUSED_MESSAGE, hasPayee } from '../../shared/storefront/payee';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { loadPaymentOptions } from '../storefront/load-storefront';

/**
 * Refuses a booking (409) for a vehicle type nobody can be paid for yet: the customer would pay
 * no one, or someone we never hear from. The payment page shows the same pause live; this covers
 * a page that missed the change and any other client.
 */
export async function assertPayeeSet(db: Kysely<Database>, vehicleType: VehicleType) {
  const options = await loadPaymentOptions(db);
  if (!hasPayee(options[vehicleType])) throw new HttpError(409, BOOKINGS_PAUSED_MESSAGE);
}
