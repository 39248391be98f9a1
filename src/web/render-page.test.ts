import { isVehicleTypeAllowed, SERVICE_KEYS, VEHICLE_TYPES } from '@shared/catalog/services';
import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from '@shared/pricing/price';
import { DEFAULT_SITE_INFO } from '@shared/site/site-info';
import type { Storefront } from '@shared/storefront/storefront';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page';

const storefront: Storefront = {
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

describe('renderPage', () => {
  it('renders', async () => {
    const html = await renderPage({ path: '/about', storefront, locale: 'hi' });
    console.log(html.length, html.slice(0, 3000));
    expect(html).toContain('main');
  });
});
