import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { DEFAULT_SITE_INFO } from '../../shared/site/site-info';
import { BOOKING_LIMIT } from '../routes/bookings.routes';
import { signedInAdmin } from '../testing/admin-session';
import { bookingForm, bookingInput } from '../testing/booking-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from './body-limit';

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
    expect(await bookingCount()).toBe(0);
  });

  it('refuses a QR image over 5 MB with 413, keeping the stored options', async () => {
    const headers = await signedInAdmin(t);
    const form = new FormData();
    form.append('upiId', 'shop@upi');
    form.append('qrImage', overFiveMb, 'qr.png');
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.paymentOptionFor('TWO_WHEELER'),
      headers,
      payload: form,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The QR image must be 5 MB or smaller.');
    const option = await t.db.kysely.selectFrom('paymentOptions').selectAll().execute();
    expect(option.every((o) => o.upiId === null && o.qrImageId === null)).toBe(true);
  });

  it('refuses a form field longer than a form needs with 413', async () => {
    const payload = bookingForm(bookingInput({ address: 'x'.repeat(3000) }));
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A form field is too long.');
  });
});

describe('bookings per address', () => {
  it(`takes ${BOOKING_LIMIT.limit} in ten minutes, then answers 429 with a clear message`, async () => {
    for (let i = 0; i < BOOKING_LIMIT.limit; i += 1) {
      expect((await book(bookingInput())).statusCode).toBe(201);
    }
    const refused = await book(bookingInput());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Too many bookings from this connection. Please try again in a few minutes, or call us.',
    });
    expect(await bookingCount()).toBe(BOOKING_LIMIT.limit);
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < BOOKING_LIMIT.limit; i += 1) await book(bookingInput(), '10.1.1.1');
    expect((await book(bookingInput(), '10.1.1.2')).statusCode).toBe(201);
  });

  it('lets the address book again once its window has passed', async () => {
    for (let i = 0; i < BOOKING_LIMIT.limit; i += 1) await book(bookingInput());
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
      for (let i = 0; i < BOOKING_LIMIT.limit; i += 1) await viaProxy('203.0.113.7');
      expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For from anyone but the named proxies', async () => {
    for (let i = 0; i < BOOKING_LIMIT.limit; i += 1) {
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
