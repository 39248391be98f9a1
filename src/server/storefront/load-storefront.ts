import type { Kysely } from 'kysely';
import { API_PATHS } from '../../shared/api-paths';
import { byVehicleType, type VehicleType } from '../../shared/catalog/services';
import { priceFromSettings } from '../../shared/pricing/price';
import { mapPricedChoices } from '../../shared/pricing/service-pricing';
import type { PaymentOption, Storefront } from '../../shared/storefront/storefront';
import type { Database } from '../db/schema';
import { listPaymentOptions } from '../repositories/payment-options.repository';
import { listPricing } from '../repositories/pricing.repository';
import { getSiteInfo } from '../repositories/site-info.repository';
import { getSiteMode } from '../repositories/site-mode.repository';

const NO_PAYMENT_OPTION: PaymentOption = { upiId: null, qrImageUrl: null };

/** How customers pay per vehicle type: the UPI id and the public URL of the uploaded QR. */
export async function loadPaymentOptions(
  db: Kysely<Database>,
): Promise<Record<VehicleType, PaymentOption>> {
  const payment = byVehicleType(() => NO_PAYMENT_OPTION);
  for (const { vehicleType, upiId, qrImageId } of await listPaymentOptions(db)) {
    payment[vehicleType] = {
      upiId: upiId || null,
      // The image id in the query makes a replaced QR a new URL, so no cache shows the old one.
      qrImageUrl: qrImageId ? `${API_PATHS.qrImage(vehicleType)}?v=${qrImageId}` : null,
    };
  }
  return payment;
}

/** Everything live that customer pages show, read fresh from the database. */
export async function loadStorefront(db: Kysely<Database>): Promise<Storefront> {
  const [pricing, payment, siteMode, siteInfo] = await Promise.all([
    listPricing(db),
    loadPaymentOptions(db),
    getSiteMode(db),
    getSiteInfo(db),
  ]);
  return {
    pricing: mapPricedChoices(pricing, (settings) => priceFromSettings(settings)),
    payment,
    siteMode,
    siteInfo,
  };
}
