import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingsTable, Database } from '#server/db/schema.ts';
import { firstActiveCentre } from '#server/repositories/fitting-centres.repository.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { INDIAN_STATES } from '#shared/booking/indian-states.ts';
import { bookingSearchText } from '#shared/booking/search-text.ts';
import { byVehicleType } from '#shared/catalog/services.ts';
import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from '#shared/pricing/price.ts';
import { indiaDay } from '#shared/site/india-time.ts';

const STATUSES = ['PAYMENT_SUBMITTED', 'CONFIRMED', 'FULFILLED', 'CANCELLED'] as const;
/** Every service starts at its vehicle type's default price (docs/product.md#prices). */
const PRICES = byVehicleType((vehicleType) =>
  priceFromSettings(DEFAULT_PRICING_SETTINGS[vehicleType], true),
);

export interface SeedOptions {
  /** The i-th booking's status; by default the four statuses in turn. */
  statusOf?: (i: number) => BookingStatus;
}

/**
 * Writes `count` realistic bookings (with their creation history) straight into the database, in
 * batches: the API would take minutes for 100,000 and the benchmark measures reads, not this.
 * One a minute up to now; each has its own 12-digit UPI reference.
 */
export async function seedManyBookings(
  db: Kysely<Database>,
  count: number,
  { statusOf = (i) => STATUSES[i % STATUSES.length] ?? 'PAYMENT_SUBMITTED' }: SeedOptions = {},
): Promise<void> {
  const start = Date.now() - count * 60_000;
  const { id: centreId } = await firstActiveCentre(db);
  const batch = 400;
  for (let offset = 0; offset < count; offset += batch) {
    const rows: BookingsTable[] = [];
    for (let i = offset; i < Math.min(offset + batch, count); i += 1) {
      const createdAt = new Date(start + i * 60_000);
      // Unique while count stays under 900,000.
      const orderId = `HSRPBOOKING/2026/0101${100000 + i}`;
      const phone = `9${String(i).padStart(9, '0')}`;
      const regNumber = `UK08AB${String(i % 10000).padStart(4, '0')}`;
      const four = i % 3 === 0;
      const price = four ? PRICES.FOUR_WHEELER : PRICES.TWO_WHEELER;
      const fullName = `Customer ${i}`;
      const txnId = String(300_000_000_000 + i);
      rows.push({
        id: randomUUID(),
        orderId,
        centreId,
        locale: 'en',
        customerGstin: '',
        fullName,
        phone,
        email: `customer${i}@example.in`,
        state: INDIAN_STATES[i % INDIAN_STATES.length] ?? 'Delhi',
        city: 'Roorkee',
        pincode: '247667',
        address: `${i} Civil Lines`,
        regNumber,
        chassisLast5: '12345',
        engineLast5: '54321',
        installation: i % 2 ? 'home' : 'dealer',
        // Seeded bookings are older than appointments: they hold no slot.
        appointmentDay: null,
        appointmentSlot: null,
        customerReschedules: 0,
        reminderQueuedAt: null,
        // Seeded bookings are older than payment holds: none holds a place until a deadline.
        holdUntil: null,
        lapsedAt: null,
        holdClient: null,
        whatsappConsentAt: null,
        // Seeded bookings are older than the privacy notice and the retention round.
        privacyNoticeVersion: null,
        privacyNoticeAgreedAt: null,
        proofDeletedAt: null,
        contactBlankedAt: null,
        erasedAt: null,
        billedTo: null,
        whatsappConsentVersion: null,
        service: four ? 'FOUR_WHEELER_PLATE' : 'TWO_WHEELER_PLATE',
        vehicleType: four ? 'FOUR_WHEELER' : 'TWO_WHEELER',
        priceBase: price.base,
        priceGst: price.gst,
        priceGstPct: price.gstPct,
        priceServiceCharge: price.serviceCharge,
        priceHomeCharge: 0,
        priceTotal: price.total,
        priceTaxBasis: 'supply',
        txnId,
        duplicateTxn: 0,
        paymentMethod: 'UPI',
        proofImageId: null,
        submittedAt: createdAt.toISOString(),
        status: statusOf(i),
        createdAt: createdAt.toISOString(),
        updatedAt: createdAt.toISOString(),
        searchText: bookingSearchText({ orderId, phone, regNumber, txnId, fullName }),
        createdDay: indiaDay(createdAt),
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('bookings').values(rows).execute();
      await trx
        .insertInto('bookingStatusChanges')
        .values(
          rows.map((row) => ({
            id: randomUUID(),
            bookingId: row.id,
            fromStatus: null,
            toStatus: 'PAYMENT_SUBMITTED',
            changedBy: 'customer',
            changedAt: row.createdAt,
          })),
        )
        .execute();
    });
  }
}
