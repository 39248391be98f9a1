import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { DEFAULT_SITE_INFO } from '../../shared/site/site-info';
import type { Storefront } from '../../shared/storefront/storefront';
import { setPaymentOption } from '../repositories/payment-options.repository';
import { openSse } from '../testing/sse-client';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/storefront', () => {
  it('serves the seeded prices, empty payment options and the hsrp mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      pricing: {
        TWO_WHEELER: {
          base: 500,
          gst: 90,
          gstPct: 18,
          serviceCharge: 109,
          total: 699,
          currency: 'INR',
        },
        FOUR_WHEELER: {
          base: 700,
          gst: 126,
          gstPct: 18,
          serviceCharge: 73,
          total: 899,
          currency: 'INR',
        },
      },
      payment: {
        TWO_WHEELER: { upiId: null, qrImageUrl: null },
        FOUR_WHEELER: { upiId: null, qrImageUrl: null },
      },
      siteMode: 'hsrp',
      siteInfo: DEFAULT_SITE_INFO,
    });
  });
});

describe('GET /api/storefront/events', () => {
  it('sends the storefront at once, then again after every change', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${address}${API_PATHS.storefrontEvents}`);
    try {
      const first = (await stream.next('storefront')) as Storefront;
      expect(first.pricing.TWO_WHEELER.total).toBe(699);

      await t.db.kysely
        .updateTable('pricing')
        .set({ targetTotal: 749 })
        .where('vehicleType', '=', 'TWO_WHEELER')
        .execute();
      await setPaymentOption(t.db.kysely, {
        vehicleType: 'TWO_WHEELER',
        upiId: 'shop@okaxis',
        qrImageId: null,
      });
      await t.changes.publish('storefront');

      const updated = (await stream.next('storefront')) as Storefront;
      expect(updated.pricing.TWO_WHEELER).toMatchObject({ base: 542, gst: 98, total: 749 });
      expect(updated.payment.TWO_WHEELER).toEqual({ upiId: 'shop@okaxis', qrImageUrl: null });
    } finally {
      stream.close();
    }
  });
});
