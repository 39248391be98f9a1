import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingForm, bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';

// A fresh install: no UPI id and no QR image for any vehicle type.
let t: TestApp;
let admin: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp({ freshInstall: true });
  admin = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });

const twoWheeler = () => bookingInput({ service: 'TWO_WHEELER_PLATE', vehicleType: 'TWO_WHEELER' });
const fourWheeler = () =>
  bookingInput({ service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' });

/** Staff's save of a payee, with the password it asks for again. */
function setPayee(vehicleType: 'TWO_WHEELER' | 'FOUR_WHEELER', payload: object) {
  if (payload instanceof FormData) payload.append('password', ADMIN_PASSWORD);
  return t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.paymentOptionFor(vehicleType),
    headers: admin,
    payload: payload instanceof FormData ? payload : { ...payload, password: ADMIN_PASSWORD },
  });
}

async function storedRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['bookings', 'images', 'outboxMails', 'bookingStatusChanges'] as const) {
    counts[table] = (await t.db.kysely.selectFrom(table).select('id').execute()).length;
  }
  return counts;
}

const proofPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

describe('POST /api/bookings before a payee is set', () => {
  it('refuses the booking with 409 and a clear message, and stores nothing', async () => {
    const json = await post(twoWheeler());
    const form = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      payload: bookingForm(twoWheeler(), new Blob([await proofPng()], { type: 'image/png' })),
    });
    for (const res of [json, form]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: FORM_MESSAGES.bookingsPaused, key: 'bookingsPaused' });
    }
    expect(await storedRows()).toEqual({
      bookings: 0,
      images: 0,
      outboxMails: 0,
      bookingStatusChanges: 0,
    });
  });

  it('takes bookings for a vehicle type once staff set its UPI id, and only for that one', async () => {
    expect((await setPayee('TWO_WHEELER', { upiId: 'shop@okaxis' })).statusCode).toBe(200);
    expect((await post(twoWheeler())).statusCode).toBe(201);
    const four = await post(fourWheeler());
    expect(four.statusCode).toBe(409);
    expect(four.json().message).toBe(FORM_MESSAGES.bookingsPaused);
    expect((await storedRows()).bookings).toBe(1);
  });

  it('takes bookings with an uploaded QR image as the only payee', async () => {
    const form = new FormData();
    form.append('upiId', '');
    form.append('qrImage', new Blob([await proofPng()]), 'qr.png');
    expect((await setPayee('FOUR_WHEELER', form)).statusCode).toBe(200);
    expect((await post(fourWheeler())).statusCode).toBe(201);
  });

  it('pauses again when the UPI id is taken away', async () => {
    await setPayee('TWO_WHEELER', { upiId: 'shop@okaxis' });
    expect((await post(twoWheeler())).statusCode).toBe(201);
    await setPayee('TWO_WHEELER', { upiId: '' });
    expect((await post(twoWheeler())).statusCode).toBe(409);
    expect((await storedRows()).bookings).toBe(1);
  });
});
