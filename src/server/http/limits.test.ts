import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveHoldSettings } from '#server/holds/hold-settings.ts';
import { BOOKING_ADDRESS_LIMIT } from '#server/routes/bookings.routes.ts';
import { ADMIN_PASSWORD, SAME_ORIGIN, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingForm, bookingInput } from '#server/testing/booking-fixtures.ts';
import { PIXEL_BOMBS, plainPicture } from '#server/testing/plain-picture.ts';
import { rawRequest } from '#server/testing/raw-http.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_HOLD_SETTINGS } from '#shared/booking/hold-settings.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from './body-limit.ts';

// The lead form's limit (5 per 10 minutes per address) and sign-in's (5 per account, 20 per
// address in 15 minutes) have their tests beside their routes: leads.routes.test.ts and
// admin/session.routes.test.ts.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function bookingCount(): Promise<number> {
  const rows = await t.db.kysely.selectFrom('bookings').select('id').execute();
  return rows.length;
}

const book = (payload: object, remoteAddress = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload, remoteAddress });

describe('request body size', () => {
  const oversized = 'x'.repeat(BODY_LIMIT_BYTES);

  it('refuses a JSON booking over the limit with 413 and a clear message, storing nothing', async () => {
    const res = await book(bookingInput({ address: oversized }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    expect(await bookingCount()).toBe(0);
  });

  it('refuses an oversized admin form the same way', async () => {
    const headers = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteInfo,
      headers,
      payload: { ...DEFAULT_SITE_INFO, name: oversized },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(BODY_TOO_LARGE_MESSAGE);
  });

  it('still takes a booking just under the limit to the schema, which answers 400', async () => {
    const res = await book(bookingInput({ address: 'x'.repeat(BODY_LIMIT_BYTES - 2000) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.address).toBe('Please keep the address under 500 characters.');
  });
});

describe('upload size', () => {
  const overFiveMb = new Blob([Buffer.alloc(5 * 1024 * 1024 + 1, 7)], { type: 'image/png' });

  it('refuses a payment screenshot over 5 MB with 413, storing nothing', async () => {
    const payload = bookingForm(bookingInput(), overFiveMb, 'proof.png');
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The payment screenshot must be 5 MB or smaller.');
    // The payment page shows it in its own language by this key.
    expect(res.json().key).toBe('screenshotTooLarge');
    expect(await bookingCount()).toBe(0);
  });

  it('refuses a QR image over 5 MB with 413, keeping the stored options', async () => {
    const headers = await signedInAdmin(t);
    const before = await t.db.kysely.selectFrom('paymentOptions').selectAll().execute();
    const form = new FormData();
    form.append('upiId', 'shop@upi');
    form.append('password', ADMIN_PASSWORD);
    form.append('qrImage', overFiveMb, 'qr.png');
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.paymentOptionFor('TWO_WHEELER'),
      headers,
      payload: form,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The QR image must be 5 MB or smaller.');
    expect(res.json().key).toBeUndefined();
    const after = await t.db.kysely.selectFrom('paymentOptions').selectAll().execute();
    expect(after).toEqual(before);
    expect(after.every((o) => o.upiId !== 'shop@upi' && o.qrImageId === null)).toBe(true);
  });

  it.each(PIXEL_BOMBS)(
    'refuses %s as a payment screenshot or QR image with 413, storing nothing',
    async (_name, format, width, height) => {
      const bomb = new Blob([await plainPicture(format, width, height)]);
      const booking = await t.app.inject({
        method: 'POST',
        url: API_PATHS.bookings,
        payload: bookingForm(bookingInput(), bomb, `proof.${format}`),
      });
      expect(booking.statusCode).toBe(413);
      expect(booking.json().message).toBe(
        'The payment screenshot has too many pixels (at most 16 megapixels). Please send a screenshot or a smaller photo.',
      );
      expect(await bookingCount()).toBe(0);

      const form = new FormData();
      form.append('upiId', 'shop@upi');
      form.append('password', ADMIN_PASSWORD);
      form.append('qrImage', bomb, `qr.${format}`);
      const qr = await t.app.inject({
        method: 'PUT',
        url: API_PATHS.admin.paymentOptionFor('TWO_WHEELER'),
        headers: await signedInAdmin(t),
        payload: form,
      });
      expect(qr.statusCode).toBe(413);
      expect(qr.json().message).toMatch(/^The QR image has too many pixels/);
      expect(await t.db.kysely.selectFrom('images').select('id').execute()).toEqual([]);
    },
    30_000,
  );

  it('refuses a form field longer than a form needs with 413', async () => {
    const payload = bookingForm(bookingInput({ address: 'x'.repeat(3000) }));
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A form field is too long.');
  });
});

describe('bookings per address', () => {
  // Every attempt counted, apart from the open unpaid holds' limit (30 by default; see
  // holds/hold-limits.test.ts): the owner allows more here.
  beforeEach(async () => {
    const settings = { ...DEFAULT_HOLD_SETTINGS, addressOpenHolds: 1000, addressDayPercent: 100 };
    await saveHoldSettings(t.db.kysely, settings, 'test');
  });
  it(`takes ${BOOKING_ADDRESS_LIMIT.limit} in ten minutes, then answers 429 with a clear message`, async () => {
    for (let i = 0; i < BOOKING_ADDRESS_LIMIT.limit; i += 1) {
      expect((await book(bookingInput())).statusCode).toBe(201);
    }
    const refused = await book(bookingInput());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: FORM_MESSAGES.tooManyBookings,
      key: 'tooManyBookings',
    });
    expect(await bookingCount()).toBe(BOOKING_ADDRESS_LIMIT.limit);
  });

  it('answers 429 before reading the upload of an address over its limit', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < BOOKING_ADDRESS_LIMIT.limit; i += 1)
      await book(bookingInput(), '127.0.0.1');
    // The request's head alone, announcing 5 MB: the answer comes without a byte of it.
    const head = `POST ${API_PATHS.bookings} HTTP/1.1\r\nHost: hsrp.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`;
    const early = await rawRequest(url, head);
    expect(early.status).toBe(429);
    expect(JSON.parse(early.body).message).toMatch(/^Too many bookings/);

    // A real client sending it all still gets the answer, not a reset connection.
    const upload = new Blob([Buffer.alloc(5 * 1024 * 1024 - 4096, 7)], { type: 'image/png' });
    const res = await fetch(`${url}${API_PATHS.bookings}`, {
      method: 'POST',
      body: bookingForm(bookingInput(), upload),
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Too many bookings/);
    expect(await bookingCount()).toBe(BOOKING_ADDRESS_LIMIT.limit);
  }, 20_000);

  it('counts each address on its own', async () => {
    for (let i = 0; i < BOOKING_ADDRESS_LIMIT.limit; i += 1) await book(bookingInput(), '10.1.1.1');
    expect((await book(bookingInput(), '10.1.1.2')).statusCode).toBe(201);
  });

  it('lets the address book again once its window has passed', async () => {
    for (let i = 0; i < BOOKING_ADDRESS_LIMIT.limit; i += 1) await book(bookingInput());
    expect((await book(bookingInput())).statusCode).toBe(429);
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    await t.db.kysely
      .updateTable('rateLimits')
      .set({ windowStartedAt: elevenMinutesAgo })
      .where('key', '=', 'booking:address:10.1.1.1')
      .execute();
    expect((await book(bookingInput())).statusCode).toBe(201);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  it("limits each customer by the proxy's X-Forwarded-For, not the proxy's address", async () => {
    const proxied = await createTestApp({ trustProxy: '127.0.0.1' });
    try {
      const viaProxy = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: API_PATHS.bookings,
          payload: bookingInput(),
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < BOOKING_ADDRESS_LIMIT.limit; i += 1) await viaProxy('203.0.113.7');
      expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For from anyone but the named proxies', async () => {
    for (let i = 0; i < BOOKING_ADDRESS_LIMIT.limit; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.bookings,
        payload: bookingInput(),
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    }
    expect((await book(bookingInput(), '10.1.1.1')).statusCode).toBe(429);
  });
});

describe('admin uploads', () => {
  it('are refused without a session before their body is read', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const head = `PUT ${API_PATHS.admin.paymentOptionFor('TWO_WHEELER')} HTTP/1.1\r\nHost: hsrp.test\r\nOrigin: ${SAME_ORIGIN.origin}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`;
    const refused = await rawRequest(url, head);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({ message: ADMIN_MESSAGES.signInRequired });
  }, 20_000);
});
