import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { reencodeImage } from '../images/reencode-image';
import { insertImage } from '../repositories/images.repository';
import { setPaymentOption } from '../repositories/payment-options.repository';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  // As right after install: no UPI id and no QR image yet.
  t = await createTestApp({ freshInstall: true });
});
afterEach(async () => {
  await t.close();
});

const ORDER = 'HSRPBOOKING/2026/1121123456';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/payment-qr', () => {
  it('answers 404 with a message while no UPI id is set', async () => {
    const res = await get(API_PATHS.paymentQr('TWO_WHEELER', ORDER));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No UPI id is set for this vehicle type.');
  });

  it('encodes a UPI link with the server price and the order number', async () => {
    await setPaymentOption(t.db.kysely, {
      vehicleType: 'FOUR_WHEELER',
      upiId: 'shop@okaxis',
      qrImageId: null,
    });
    const res = await get(API_PATHS.paymentQr('FOUR_WHEELER', ORDER));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const expected = await QRCode.toBuffer(
      'upi://pay?pa=shop@okaxis&pn=HSRP%20Plate%20Booking&am=899.00&cu=INR&tn=HSRPBOOKING%2F2026%2F1121123456',
      { type: 'png', width: 480, margin: 2 },
    );
    expect(res.rawPayload.equals(expected)).toBe(true);
  });

  it.each([
    [
      'an unknown vehicle type',
      '/api/payment-qr?vehicleType=BUS&orderId=HSRPBOOKING%2F2026%2F1121123456',
    ],
    ['a malformed order number', '/api/payment-qr?vehicleType=TWO_WHEELER&orderId=abc'],
    ['no parameters', '/api/payment-qr'],
  ])('refuses %s with a 400 and a message', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
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
