import { isVehicleTypeAllowed, SERVICE_KEYS, VEHICLE_TYPES } from '@shared/catalog/services';
import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from '@shared/pricing/price';
import { DEFAULT_SITE_INFO } from '@shared/site/site-info';
import type { Storefront } from '@shared/storefront/storefront';

/** For tests: a fresh install's storefront (default prices, no payee, plate site). */
export const DEFAULT_STOREFRONT: Storefront = {
  pricing: Object.fromEntries(
    SERVICE_KEYS.map((key) => [
      key,
      Object.fromEntries(
        VEHICLE_TYPES.filter((type) => isVehicleTypeAllowed(key, type)).map((type) => [
          type,
          priceFromSettings(DEFAULT_PRICING_SETTINGS[type]),
        ]),
      ),
    ]),
  ) as Storefront['pricing'],
  payment: {
    TWO_WHEELER: { upiId: null, qrImageUrl: null },
    FOUR_WHEELER: { upiId: null, qrImageUrl: null },
  },
  siteMode: 'hsrp',
  siteInfo: DEFAULT_SITE_INFO,
};
