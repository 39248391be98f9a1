import type { Kysely } from 'kysely';
import { VEHICLE_TYPES } from '../../shared/catalog/services';
import type { Database } from '../db/schema';
import { setPaymentOption } from '../repositories/payment-options.repository';

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
