import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { listPaymentOptions } from '#server/repositories/payment-options.repository.ts';
import { listPricing } from '#server/repositories/pricing.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { getSiteMode } from '#server/repositories/site-mode.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { byVehicleType, type VehicleType } from '#shared/catalog/services.ts';
import {
  type ConfiguredChannels,
  mobileCodeRequired,
} from '#shared/messaging/mobile-code-channel.ts';
import { priceFromSettings } from '#shared/pricing/price.ts';
import { mapPricedChoices } from '#shared/pricing/service-pricing.ts';
import { shownMoversClaims } from '#shared/site/movers-claims.ts';
import type { PaymentOption, Storefront } from '#shared/storefront/storefront.ts';

const NO_PAYMENT_OPTION: PaymentOption = { upiId: null, qrImageUrl: null };

/** How customers pay per vehicle type: the UPI id and the public URL of the uploaded QR. */
export async function loadPaymentOptions(
  db: Kysely<Database>,
): Promise<Record<VehicleType, PaymentOption>> {
  const payment = byVehicleType(() => NO_PAYMENT_OPTION);
  for (const { vehicleType, upiId, qrImageId, holderName } of await listPaymentOptions(db)) {
    payment[vehicleType] = {
      upiId: upiId || null,
      ...(holderName ? { holderName } : {}),
      // The image id in the query makes a replaced QR a new URL, so no cache shows the old one.
      qrImageUrl: qrImageId ? `${API_PATHS.qrImage(vehicleType)}?v=${qrImageId}` : null,
    };
  }
  return payment;
}

/**
 * Everything live that customer pages show, read fresh from the database. `textChannels`: the
 * text providers configured (MailContext.textChannels), which only a restart changes: the
 * WhatsApp agreement is asked only with WhatsApp, a mobile code only with a channel to carry it.
 */
export async function loadStorefront(
  db: Kysely<Database>,
  textChannels?: ConfiguredChannels,
): Promise<Storefront> {
  const [pricing, payment, siteMode, settings, messageSettings] = await Promise.all([
    listPricing(db),
    loadPaymentOptions(db),
    getSiteMode(db),
    getSiteInfo(db),
    getMessageSettings(db),
  ]);
  // Only the public details: the GST answer and the signatory are for tax documents, and of the
  // movers page's claims only those the owner confirmed as true are shown.
  const {
    gstRegistered: _answer,
    signatoryName: _name,
    signatoryDesignation: _title,
    moversClaims,
    ...siteInfo
  } = settings;
  return {
    pricing: mapPricedChoices(pricing, (settings) =>
      priceFromSettings(settings, siteInfo.gstin !== ''),
    ),
    payment,
    siteMode,
    siteInfo,
    moversClaims: shownMoversClaims(moversClaims),
    whatsapp: textChannels?.whatsapp === true,
    mobileCode: mobileCodeRequired(messageSettings, textChannels),
  };
}
