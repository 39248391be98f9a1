import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { LOCALE_COOKIE } from '#shared/site/locale.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const post = (payload: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload, cookies });

const storedLocale = async (orderId: string) =>
  (
    await t.db.kysely
      .selectFrom('bookings')
      .select('locale')
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow()
  ).locale;

describe('POST /api/bookings: the language the customer booked in', () => {
  it('is the one the payment page sends, even where the cookie says another', async () => {
    const input = { ...bookingInput(), locale: 'hi' };
    const res = await post(input, { [LOCALE_COOKIE]: 'en' });
    expect(res.statusCode).toBe(201);
    expect(await storedLocale(input.orderId)).toBe('hi');
    // The page the booking's mail links to learns it with the order.
    const tracked = await t.app.inject({
      method: 'POST',
      url: PUBLIC_API_PATHS.trackByLink,
      payload: { token: res.json().trackingToken },
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().locale).toBe('hi');
  });

  it("is the language cookie's for a caller that sends none, and English without either", async () => {
    const withCookie = bookingInput();
    expect((await post(withCookie, { [LOCALE_COOKIE]: 'hi' })).statusCode).toBe(201);
    expect(await storedLocale(withCookie.orderId)).toBe('hi');
    const withNothing = bookingInput();
    expect((await post(withNothing)).statusCode).toBe(201);
    expect(await storedLocale(withNothing.orderId)).toBe('en');
  });

  it('refuses a language the site does not have, storing nothing', async () => {
    const input = { ...bookingInput(), locale: 'xx' };
    const res = await post(input);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('expected one of');
    const stored = await t.db.kysely
      .selectFrom('bookings')
      .select('orderId')
      .where('orderId', '=', input.orderId)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});
