import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { BOOKING_MESSAGES } from '../../shared/booking/booking-schema';
import { bookingForm, bookingInput } from '../testing/booking-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const post = (payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload, headers });

async function count(table: 'bookings' | 'images'): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const storedBooking = (orderId: string) =>
  t.db.kysely
    .selectFrom('bookings')
    .selectAll()
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();

async function pngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
    .png()
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'someone' } })
    .toBuffer();
}

describe('POST /api/bookings: a valid booking', () => {
  it('is stored with the status PAYMENT_SUBMITTED and the server price', async () => {
    const input = bookingInput({ vehicleType: 'TWO_WHEELER' });
    const res = await post(input);
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      orderId: input.orderId,
      status: 'PAYMENT_SUBMITTED',
      duplicateTxn: false,
      price: { base: 500, gst: 90, gstPct: 18, serviceCharge: 109, total: 699, currency: 'INR' },
      payment: { method: 'UPI', hasProof: false },
    });
    const row = await storedBooking(input.orderId);
    expect(row).toMatchObject({ priceTotal: 699, priceBase: 500, txnId: input.txnId });
  });

  it('is priced for its vehicle type from the pricing stored at that moment', async () => {
    await t.db.kysely
      .updateTable('pricing')
      .set({ targetTotal: 1073, serviceCharge: 73 })
      .where('vehicleType', '=', 'FOUR_WHEELER')
      .execute();
    const input = bookingInput({ service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' });
    const res = await post(input);
    expect(res.json().price).toMatchObject({ base: 847, gst: 152, serviceCharge: 73, total: 1072 });
  });

  it('ignores every price-like field the browser sends', async () => {
    const input = {
      ...bookingInput(),
      price: { base: 1, gst: 0, serviceCharge: 0, total: 1 },
      total: 1,
      priceTotal: 1,
      amount: 1,
      status: 'FULFILLED',
    };
    const res = await post(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'PAYMENT_SUBMITTED', price: { total: 699 } });
    expect(await storedBooking(input.orderId)).toMatchObject({
      priceTotal: 699,
      status: 'PAYMENT_SUBMITTED',
    });
  });

  it('stores the normalised values: upper-case registration, digits only, trimmed text', async () => {
    const input = bookingInput({
      regNumber: ' uk08 ab 1234 ',
      chassisLast5: 'MA-54321',
      engineLast5: ' 1234 5',
      fullName: '  Asha Verma  ',
      txnId: '  412345678901 ',
    });
    const res = await post(input);
    expect(res.statusCode).toBe(201);
    expect(await storedBooking(input.orderId)).toMatchObject({
      regNumber: 'UK08 AB 1234',
      chassisLast5: '54321',
      engineLast5: '12345',
      fullName: 'Asha Verma',
      txnId: '412345678901',
    });
  });
});

describe('POST /api/bookings: repeats and collisions', () => {
  it('answers a repeated submission with the stored booking and stores it once', async () => {
    const input = bookingInput();
    const first = await post(input);
    const again = await post(input);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count('bookings')).toBe(1);
  });

  it('stores a burst of identical submissions (a double click) once', async () => {
    const input = bookingInput();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(input)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await count('bookings')).toBe(1);
  });

  it('gives another customer who drew the same order number a fresh one', async () => {
    const first = bookingInput();
    await post(first);
    const second = bookingInput({ orderId: first.orderId, phone: '9123456780', txnId: 'OTHER1' });
    const res = await post(second);
    expect(res.statusCode).toBe(201);
    expect(res.json().orderId).not.toBe(first.orderId);
    expect(res.json().orderId).toMatch(/^HSRPBOOKING\/\d{4}\/\d{10}$/);
    expect(await count('bookings')).toBe(2);
  });

  it('flags a transaction number already used by another booking, and stores it', async () => {
    const first = await post(bookingInput({ txnId: '412345678901' }));
    const second = await post(bookingInput({ txnId: '412345678901', phone: '9123456780' }));
    expect(first.json().duplicateTxn).toBe(false);
    expect(second.statusCode).toBe(201);
    expect(second.json().duplicateTxn).toBe(true);
    expect(await count('bookings')).toBe(2);
  });
});

describe('POST /api/bookings: payment screenshot', () => {
  it('stores a re-encoded image without its metadata, in the same request', async () => {
    const input = bookingInput();
    const original = await pngWithExif();
    expect(original.includes('secret-exif-marker')).toBe(true);
    const payload = bookingForm(input, new Blob([original], { type: 'image/png' }));
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.hasProof).toBe(true);

    const row = await storedBooking(input.orderId);
    const image = await t.db.kysely
      .selectFrom('images')
      .selectAll()
      .where('id', '=', row.proofImageId ?? '')
      .executeTakeFirstOrThrow();
    expect(image.contentType).toBe('image/webp');
    const stored = Buffer.from(image.data);
    expect(stored.includes('secret-exif-marker')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  it('takes a form without a screenshot (an empty file input)', async () => {
    const input = bookingInput();
    const payload = bookingForm(input, new Blob([]), '');
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.hasProof).toBe(false);
  });

  it.each([
    ['a text file named like a picture', Buffer.from('just some text, not a picture'), 415],
    [
      'an SVG (scriptable, not a raster image)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      415,
    ],
    ['a file over 5 MB', Buffer.alloc(5 * 1024 * 1024 + 1, 7), 413],
  ])('refuses %s and stores nothing', async (_name, bytes, status) => {
    const payload = bookingForm(bookingInput(), new Blob([bytes], { type: 'image/png' }), 'x.png');
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/payment screenshot/i);
    expect(await count('bookings')).toBe(0);
    expect(await count('images')).toBe(0);
  });

  it('refuses two screenshots', async () => {
    const png = await pngWithExif();
    const payload = bookingForm(bookingInput(), new Blob([png]), 'a.png');
    payload.append('screenshot', new Blob([png]), 'b.png');
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Please attach only one payment screenshot.');
    expect(await count('bookings')).toBe(0);
  });

  it('refuses an over-long form field', async () => {
    const payload = bookingForm(bookingInput({ address: 'x'.repeat(5000) }));
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(413);
    expect(await count('bookings')).toBe(0);
  });
});

describe('POST /api/bookings: bad input gets a clear 4xx and stores nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no service', { service: undefined }, BOOKING_MESSAGES.serviceRequired],
    ['an unknown service', { service: 'GOLD_PLATE' }, BOOKING_MESSAGES.serviceRequired],
    ['no vehicle type', { vehicleType: undefined }, BOOKING_MESSAGES.vehicleTypeRequired],
    [
      'a vehicle type the service does not allow',
      { service: 'TRACTOR_TRAILER_PLATE', vehicleType: 'TWO_WHEELER' },
      BOOKING_MESSAGES.vehicleTypeNotAllowed,
    ],
    ['a missing name', { fullName: '   ' }, 'Please enter your full name.'],
    ['a 9-digit phone', { phone: '987654321' }, 'Please enter a 10-digit mobile number.'],
    ['a phone with letters', { phone: '98765abcde' }, 'Please enter a 10-digit mobile number.'],
    ['a phone sent as a number', { phone: 9876543210 }, 'Please enter a 10-digit mobile number.'],
    ['a bad email', { email: 'asha@' }, 'Please enter a valid email address.'],
    ['an unknown state', { state: 'Atlantis' }, 'Please select your state.'],
    ['a 5-digit pin code', { pincode: '24766' }, 'Please enter a 6-digit pin code.'],
    [
      '4 chassis digits',
      { chassisLast5: '1234' },
      'Please enter the last 5 digits of the chassis number.',
    ],
    [
      '6 engine digits',
      { engineLast5: '123456' },
      'Please enter the last 5 digits of the engine number.',
    ],
    [
      'an unknown installation',
      { installation: 'moon' },
      'Please choose home or dealer installation.',
    ],
    [
      'a registration number with symbols',
      { regNumber: 'UK<08>' },
      'The registration number may only have letters, digits, spaces and hyphens.',
    ],
    ['an empty transaction number', { txnId: '   ' }, BOOKING_MESSAGES.txnIdRequired],
    ['no transaction number', { txnId: undefined }, BOOKING_MESSAGES.txnIdRequired],
    ['a malformed order number', { orderId: 'HSRP/1' }, 'The order number is not valid.'],
    ['a null field', { city: null }, 'Please enter your city.'],
    ['an array field', { fullName: ['a', 'b'] }, 'Please enter your full name.'],
  ];

  it.each(cases)('%s', async (_name, change, message) => {
    const input: Record<string, unknown> = { ...bookingInput(), ...change };
    for (const key of Object.keys(change)) if (change[key] === undefined) delete input[key];
    const res = await post(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count('bookings')).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"service": "HSRP_WITH_COLOR",', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['plain text', 'hello', 'text/plain', 415],
    [
      'a broken multipart body',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      'multipart/form-data; boundary=x',
      400,
    ],
    [
      'an oversized JSON body',
      JSON.stringify({ fullName: 'x'.repeat(100_000) }),
      'application/json',
      413,
    ],
  ])('%s', async (_name, body, contentType, status) => {
    const res = await post(body, { 'content-type': contentType });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(await count('bookings')).toBe(0);
  });
});

describe('proofs are never public', () => {
  it('has no public route that lists bookings or serves a stored image', async () => {
    const input = bookingInput();
    const payload = bookingForm(input, new Blob([await pngWithExif()]));
    await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    const row = await storedBooking(input.orderId);
    for (const url of [
      API_PATHS.bookings,
      `${API_PATHS.bookings}/${row.id}`,
      `${API_PATHS.bookings}/${row.id}/proof`,
      `/api/images/${row.proofImageId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});
