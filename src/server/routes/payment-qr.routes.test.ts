import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reencodeImage } from '#server/images/reencode-image.ts';
import { insertImage } from '#server/repositories/images.repository.ts';
import { setPaymentOption } from '#server/repositories/payment-options.repository.ts';
import { savePricingSettings } from '#server/repositories/pricing.repository.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { ServiceKey } from '#shared/catalog/services.ts';
import { PAYMENT_QR_LIMIT } from './payment-qr.routes.ts';

let t: TestApp;
beforeEach(async () => {
  // As right after install: no UPI id and no QR image yet.
  t = await createTestApp({ freshInstall: true });
});
afterEach(async () => {
  await t.close();
});

const ORDER = 'HSRPBOOKING/2026/1121123456';
const HSRP_TWO_WHEELER = { service: 'HSRP_WITH_COLOR', vehicleType: 'TWO_WHEELER' } as const;
const FOUR_WHEELER_PLATE = { service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' } as const;
/** Whether two PNGs show the same picture, however each was written. */
async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })),
  );
  return (
    x !== undefined &&
    y !== undefined &&
    x.info.width === y.info.width &&
    x.info.height === y.info.height &&
    x.data.equals(y.data)
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/payment-qr', () => {
  it('answers 404 with a message while no UPI id is set', async () => {
    const res = await get(API_PATHS.paymentQr(HSRP_TWO_WHEELER, ORDER));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No UPI id is set for this vehicle type.');
  });

  it('encodes a UPI link with the server price and the order number', async () => {
    await setPaymentOption(t.db.kysely, {
      vehicleType: 'FOUR_WHEELER',
      upiId: 'shop@okaxis',
      qrImageId: null,
    });
    const res = await get(API_PATHS.paymentQr(FOUR_WHEELER_PLATE, ORDER));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const expected = await QRCode.toBuffer(
      'upi://pay?pa=shop@okaxis&pn=HSRP%20Plate%20Booking&am=899.00&cu=INR&tn=HSRPBOOKING%2F2026%2F1121123456',
      { type: 'png', width: 480, margin: 2 },
    );
    expect(await samePixels(res.rawPayload, expected)).toBe(true);
  });

  it('carries the price of the chosen service, not that of another', async () => {
    await setPaymentOption(t.db.kysely, {
      vehicleType: 'TWO_WHEELER',
      upiId: 'shop@okaxis',
      qrImageId: null,
    });
    await savePricingSettings(
      t.db.kysely,
      { service: 'ONLY_COLOR_STICKERS', vehicleType: 'TWO_WHEELER' },
      { targetTotal: 299, gstPct: 18, serviceCharge: 0 },
    );
    const qrFor = async (service: ServiceKey) =>
      (await get(API_PATHS.paymentQr({ service, vehicleType: 'TWO_WHEELER' }, ORDER))).rawPayload;
    const expected = (amount: string) =>
      QRCode.toBuffer(
        `upi://pay?pa=shop@okaxis&pn=HSRP%20Plate%20Booking&am=${amount}&cu=INR&tn=HSRPBOOKING%2F2026%2F1121123456`,
        { type: 'png', width: 480, margin: 2 },
      );
    expect(await samePixels(await qrFor('ONLY_COLOR_STICKERS'), await expected('299.00'))).toBe(
      true,
    );
    expect(await samePixels(await qrFor('TWO_WHEELER_PLATE'), await expected('699.00'))).toBe(true);
  });

  it('limits the codes drawn per address, and answers one drawn lately without counting', async () => {
    await setPaymentOption(t.db.kysely, {
      vehicleType: 'TWO_WHEELER',
      upiId: 'shop@okaxis',
      qrImageId: null,
    });
    const order = (i: number) => `HSRPBOOKING/2026/1121${String(100_000 + i)}`;
    const qr = (i: number) => get(API_PATHS.paymentQr(HSRP_TWO_WHEELER, order(i)));
    for (let i = 0; i < PAYMENT_QR_LIMIT.limit; i++) expect((await qr(i)).statusCode).toBe(200);
    const refused = await qr(PAYMENT_QR_LIMIT.limit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many payment QR codes from this connection. Please try again in a few minutes.',
    );
    // A reload of the payment page draws nothing new.
    const again = await qr(0);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/png');
  }, 60_000);

  it('draws one order’s code once for requests at the same moment, counting it once', async () => {
    await setPaymentOption(t.db.kysely, {
      vehicleType: 'TWO_WHEELER',
      upiId: 'shop@okaxis',
      qrImageId: null,
    });
    // An order of its own: the codes drawn lately are kept for the whole process.
    const url = API_PATHS.paymentQr(HSRP_TWO_WHEELER, 'HSRPBOOKING/2026/1121654321');
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    // Twenty at once each missed the cache and drew (and counted) their own: a flood's worst.
    const counted = await t.db.kysely
      .selectFrom('rateLimits')
      .select('hits')
      .where('key', 'like', 'payment-qr:%')
      .execute();
    expect(counted.map((row) => Number(row.hits))).toEqual([1]);
  });

  it.each([
    [
      'an unknown vehicle type',
      '/api/payment-qr?service=HSRP_WITH_COLOR&vehicleType=BUS&orderId=HSRPBOOKING%2F2026%2F1121123456',
      'Unknown vehicle type.',
    ],
    [
      'an unknown service',
      '/api/payment-qr?service=BUS_PLATE&vehicleType=TWO_WHEELER&orderId=HSRPBOOKING%2F2026%2F1121123456',
      'Unknown service.',
    ],
    [
      'a vehicle type the service is not offered for',
      '/api/payment-qr?service=TRACTOR_TRAILER_PLATE&vehicleType=TWO_WHEELER&orderId=HSRPBOOKING%2F2026%2F1121123456',
      'Tractor & Trailer Number Plate is not offered for Two Wheeler vehicles.',
    ],
    [
      'a malformed order number',
      '/api/payment-qr?service=HSRP_WITH_COLOR&vehicleType=TWO_WHEELER&orderId=abc',
      'The order number is not valid.',
    ],
    ['no parameters', '/api/payment-qr', 'Unknown service.'],
  ])('refuses %s with a 400 and a message', async (_name, url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/qr-images/:vehicleType', () => {
  it('answers 404 while no QR image was uploaded, 400 for an unknown type', async () => {
    expect((await get(API_PATHS.qrImage('TWO_WHEELER'))).statusCode).toBe(404);
    expect((await get('/api/qr-images/BUS')).statusCode).toBe(400);
  });

  it('serves the uploaded image publicly with an ETag and revalidation', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const image = await reencodeImage(png, { subject: 'The QR image', output: 'png' });
    const qrImageId = await insertImage(t.db.kysely, image);
    await setPaymentOption(t.db.kysely, { vehicleType: 'TWO_WHEELER', upiId: null, qrImageId });

    const res = await get(API_PATHS.qrImage('TWO_WHEELER'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(image.data)).toBe(true);
    const etag = String(res.headers.etag);
    expect(etag).toBe(`"${image.sha256}"`);

    const again = await get(API_PATHS.qrImage('TWO_WHEELER'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
