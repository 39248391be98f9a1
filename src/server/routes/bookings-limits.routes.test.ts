import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveHoldSettings } from '#server/holds/hold-settings.ts';
import { bookingForm, bookingInput, nextPhoneNumber } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_HOLD_SETTINGS } from '#shared/booking/hold-settings.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { BOOKING_ADDRESS_LIMIT, BOOKING_PHONE_LIMIT } from './bookings.routes.ts';

// The address limit's own tests (429 before the upload is read, behind a proxy) are in
// http/limits.test.ts.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

let addressSequence = 0;
/** Each call a different address, so only the phone limit is at work. */
const anotherAddress = () => {
  addressSequence += 1;
  return `10.3.${addressSequence >> 8}.${addressSequence & 255}`;
};

const book = (payload: object | FormData, remoteAddress = anotherAddress()) =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload, remoteAddress });

async function bookingCount(): Promise<number> {
  return (await t.db.kysely.selectFrom('bookings').select('id').execute()).length;
}

describe('bookings from one shared address (carrier NAT, cyber café)', () => {
  it('takes many customers’ bookings: the 11th and 12th in ten minutes too', async () => {
    const cafe = '203.0.113.50';
    for (let i = 0; i < 12; i += 1) {
      expect((await book(bookingInput(), cafe)).statusCode).toBe(201);
    }
    expect(await bookingCount()).toBe(12);
    expect(BOOKING_ADDRESS_LIMIT.limit).toBeGreaterThanOrEqual(60);
  });

  it('still stops a flood from one address', async () => {
    const key = 'booking:address:203.0.113.60';
    await t.db.kysely
      .insertInto('rateLimits')
      .values({ key, windowStartedAt: new Date().toISOString(), hits: BOOKING_ADDRESS_LIMIT.limit })
      .execute();
    const refused = await book(bookingInput(), '203.0.113.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: FORM_MESSAGES.tooManyBookings,
      key: 'tooManyBookings',
    });
    expect(await bookingCount()).toBe(0);
  });
});

describe('bookings per mobile number', () => {
  const { limit } = BOOKING_PHONE_LIMIT;
  // The hourly count of stored bookings, apart from the open-hold limit (2 by default; see
  // bookings-holds.routes.test.ts): the owner allows more open holds here.
  beforeEach(async () => {
    await saveHoldSettings(t.db.kysely, { ...DEFAULT_HOLD_SETTINGS, phoneOpenHolds: 20 }, 'test');
  });

  it(`takes ${limit} an hour for one mobile number from anywhere, then answers 429`, async () => {
    const phone = nextPhoneNumber();
    for (let i = 0; i < limit; i += 1) {
      expect((await book(bookingInput({ phone }))).statusCode).toBe(201);
    }
    const refused = await book(bookingInput({ phone }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: FORM_MESSAGES.tooManyBookingsForPhone,
      key: 'tooManyBookingsForPhone',
    });
    expect(await bookingCount()).toBe(limit);
    // Another customer at the same address is not held up.
    expect((await book(bookingInput())).statusCode).toBe(201);
  });

  it('does not count retries of a stored booking or refused submissions', async () => {
    const phone = nextPhoneNumber();
    const first = bookingInput({ phone });
    expect((await book(first)).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await book(first)).statusCode).toBe(200);
    const notAPicture = new Blob(['not a picture'], { type: 'image/png' });
    const refused = await book(bookingForm(bookingInput({ phone }), notAPicture, 'x.png'));
    expect(refused.statusCode).toBe(415);
    for (let i = 1; i < limit; i += 1) {
      expect((await book(bookingInput({ phone }))).statusCode).toBe(201);
    }
    expect((await book(bookingInput({ phone }))).statusCode).toBe(429);
    expect(await bookingCount()).toBe(limit);
  });

  it('is counted before the screenshot is looked at', async () => {
    const phone = nextPhoneNumber();
    for (let i = 0; i < limit; i += 1) await book(bookingInput({ phone }));
    const notAPicture = new Blob(['not a picture'], { type: 'image/png' });
    const res = await book(bookingForm(bookingInput({ phone }), notAPicture, 'x.png'));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(FORM_MESSAGES.tooManyBookingsForPhone);
  });

  it('lets the number book again once its hour has passed', async () => {
    const phone = nextPhoneNumber();
    for (let i = 0; i < limit; i += 1) await book(bookingInput({ phone }));
    expect((await book(bookingInput({ phone }))).statusCode).toBe(429);
    const anHourAgo = new Date(Date.now() - BOOKING_PHONE_LIMIT.windowMs - 1000).toISOString();
    await t.db.kysely
      .updateTable('rateLimits')
      .set({ windowStartedAt: anHourAgo })
      .where('key', '=', `booking:phone:${phone}`)
      .execute();
    expect((await book(bookingInput({ phone }))).statusCode).toBe(201);
  });

  it('counts the number as stored, however it was typed', async () => {
    const phone = nextPhoneNumber();
    for (let i = 0; i < limit; i += 1) await book(bookingInput({ phone }));
    expect((await book(bookingInput({ phone: ` ${phone} ` }))).statusCode).toBe(429);
  });
});
