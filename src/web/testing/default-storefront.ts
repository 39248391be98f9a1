import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from '#shared/pricing/price.ts';
import { byPricedChoice } from '#shared/pricing/service-pricing.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

/** For tests: a fresh install's storefront (default prices, no payee, plate site, no movers claims, no WhatsApp). */
export const DEFAULT_STOREFRONT: Storefront = {
  pricing: byPricedChoice(({ vehicleType }) =>
    priceFromSettings(DEFAULT_PRICING_SETTINGS[vehicleType], false),
  ),
  payment: {
    TWO_WHEELER: { upiId: null, qrImageUrl: null },
    FOUR_WHEELER: { upiId: null, qrImageUrl: null },
  },
  siteMode: 'hsrp',
  siteInfo: DEFAULT_SITE_INFO,
  moversClaims: {},
  whatsapp: false,
  mobileCode: false,
};
