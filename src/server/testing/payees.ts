import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { setPaymentOption } from '#server/repositories/payment-options.repository.ts';
import { VEHICLE_TYPES } from '#shared/catalog/services.ts';

const TEST_UPI_ID = 'hsrpbooking@okaxis';

/**
 * Gives every vehicle type a UPI id, as the owner does before the first booking: a fresh install
 * has no payee, and the server refuses bookings until one is set.
 */
export async function setTestPayees(db: Kysely<Database>): Promise<void> {
  for (const vehicleType of VEHICLE_TYPES) {
    await setPaymentOption(db, { vehicleType, upiId: TEST_UPI_ID, qrImageId: null });
  }
}
