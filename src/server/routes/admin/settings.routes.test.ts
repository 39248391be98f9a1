import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, signedInAdmin } from '#server/testing/admin-session.ts';
import { openSse, type SseClient } from '#server/testing/sse-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { UPI_ID_MESSAGE } from '#shared/payment/upi.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

let t: TestApp;
let headers: Record<string, string>;
let stream: SseClient;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stream = await openSse(`${address}${API_PATHS.storefrontEvents}`);
  await stream.next('storefront');
});
afterEach(async () => {
  stream.close();
  await t.close();
});

const send = (method: 'GET' | 'PUT', url: string, payload?: object | FormData) =>
  t.app.inject({ method, url, headers, payload });
const qrPng = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'hidden-artist' } })
    .toBuffer();

describe('payment options (QR images and UPI ids)', () => {
  it('saves a UPI id alone, says it is saved and publishes it', async () => {
    const res = await send('PUT', API_PATHS.admin.paymentOptionFor('FOUR_WHEELER'), {
      upiId: ' shop.four@okaxis ',
      password: ADMIN_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      upiId: 'shop.four@okaxis',
      qrImageUrl: null,
      message: ADMIN_MESSAGES.upiSaved,
    });
    const live = (await stream.next('storefront')) as Storefront;
    expect(live.payment.FOUR_WHEELER.upiId).toBe('shop.four@okaxis');
  });

  it('stores an uploaded QR re-encoded as PNG, serves it publicly and replaces it on the next upload', async () => {
    const form = new FormData();
    form.append('upiId', 'shop@okaxis');
    form.append('password', ADMIN_PASSWORD);
    form.append('qrImage', new Blob([await qrPng()]), 'qr.jpg');
    const res = await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      upiId: 'shop@okaxis',
      message: ADMIN_MESSAGES.qrSavedWithImage,
    });
    const url = res.json().qrImageUrl as string;
    expect(url).toMatch(/^\/api\/qr-images\/TWO_WHEELER\?v=/);

    const image = await t.app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.includes('hidden-artist')).toBe(false);

    const again = new FormData();
    again.append('upiId', '');
    again.append('password', ADMIN_PASSWORD);
    again.append('qrImage', new Blob([await qrPng()]), 'qr2.jpg');
    const second = await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), again);
    expect(second.json()).toMatchObject({ upiId: null });
    expect(second.json().qrImageUrl).not.toBe(url);
    const images = await t.db.kysely.selectFrom('images').select('id').execute();
    expect(images).toHaveLength(1);

    // Saving the UPI id alone keeps the image.
    const upiOnly = await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), {
      upiId: 'ab@okaxis',
      password: ADMIN_PASSWORD,
    });
    expect(upiOnly.json().qrImageUrl).toBe(second.json().qrImageUrl);
  });

  it('takes an uploaded QR away on request, so customers get the QR made from the UPI id again', async () => {
    const form = new FormData();
    form.append('upiId', 'shop@okaxis');
    form.append('password', ADMIN_PASSWORD);
    form.append('qrImage', new Blob([await qrPng()]), 'qr.jpg');
    await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), form);
    await stream.next('storefront');

    const res = await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), {
      upiId: 'shop@okaxis',
      removeQrImage: 'true',
      password: ADMIN_PASSWORD,
    });
    expect(res.json()).toEqual({
      upiId: 'shop@okaxis',
      qrImageUrl: null,
      message: ADMIN_MESSAGES.qrImageRemoved,
    });
    expect(await t.db.kysely.selectFrom('images').select('id').execute()).toEqual([]);
    const live = (await stream.next('storefront')) as Storefront;
    expect(live.payment.TWO_WHEELER).toEqual({ upiId: 'shop@okaxis', qrImageUrl: null });

    const odd = await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), {
      upiId: 'shop@okaxis',
      removeQrImage: 'yes please',
      password: ADMIN_PASSWORD,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('removeQrImage can only be "true".');
  });

  it.each(['no-at-sign', 'a@b', 'x@bank.with.dots', 'two words@okaxis'])(
    'refuses the UPI id %j, showing what a UPI id looks like',
    async (upiId) => {
      const res = await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), {
        upiId,
        password: ADMIN_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UPI_ID_MESSAGE);
    },
  );

  it('refuses a QR that is not an image, storing nothing', async () => {
    const before = (await send('GET', API_PATHS.admin.paymentOptions)).json();
    const form = new FormData();
    form.append('upiId', 'shop@okaxis');
    form.append('password', ADMIN_PASSWORD);
    form.append('qrImage', new Blob(['<html>not an image</html>']), 'qr.png');
    const res = await send('PUT', API_PATHS.admin.paymentOptionFor('TWO_WHEELER'), form);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^The QR image must be a picture/);
    const options = (await send('GET', API_PATHS.admin.paymentOptions)).json();
    expect(options).toEqual(before);
    expect(options.TWO_WHEELER.upiId).not.toBe('shop@okaxis');
  });
});

describe('site mode', () => {
  it('switches the home page mode, live, and records who did it', async () => {
    const res = await send('PUT', API_PATHS.admin.siteMode, { mode: 'pm' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'pm' });
    expect(((await stream.next('storefront')) as Storefront).siteMode).toBe('pm');
    const row = await t.db.kysely
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'site_mode')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ value: 'pm', updatedBy: 'staff@hsrp.test' });
  });

  it('refuses an unknown mode', async () => {
    const res = await send('PUT', API_PATHS.admin.siteMode, { mode: 'shop' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown site mode.');
  });
});
