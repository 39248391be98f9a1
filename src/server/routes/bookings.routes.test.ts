import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstActiveCentre } from '#server/repositories/fitting-centres.repository.ts';
import { saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import {
  bookingForm,
  bookingInput,
  nextOrderNumber,
  nextTransactionNumber,
} from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { FORM_MESSAGES, type FormMessageKey } from '#shared/validation/form-messages.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Every key the booking answer may hold: what the customer's success page shows. */
const CONFIRMATION_KEYS = [
  'orderId',
  'status',
  'total',
  'trackingToken',
  'holdUntil',
  'receiptMailed',
  // The centre's public details (its name, address, map and phone), for the success page.
  'fitting',
];

const HOUR_MS = 60 * 60 * 1000;

describe('POST /api/bookings: a valid booking', () => {
  it('is stored with the status PAYMENT_SUBMITTED and the server price', async () => {
    const input = bookingInput({ vehicleType: 'TWO_WHEELER' });
    const before = Date.now();
    const res = await post(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      orderId: input.orderId,
      status: 'PAYMENT_SUBMITTED',
      total: 699,
      trackingToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      holdUntil: expect.any(String),
      receiptMailed: true,
      fitting: expect.objectContaining({ installation: 'home' }),
    });
    // The default hold: 48 hours from the submission, every day counted.
    const holdUntil = Date.parse(res.json().holdUntil);
    expect(holdUntil).toBeGreaterThanOrEqual(before + 48 * HOUR_MS);
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + 48 * HOUR_MS);
    const row = await storedBooking(input.orderId);
    // A fresh install has no GSTIN: no tax is charged (decision 0049), the total unchanged.
    expect(row).toMatchObject({
      priceTotal: 699,
      priceBase: 590,
      priceGst: 0,
      priceServiceCharge: 109,
      priceTaxBasis: 'none',
      txnId: input.txnId,
      duplicateTxn: 0,
      proofImageId: null,
    });
    // Only the tracking secret's hash is kept (decision 0038).
    expect(JSON.stringify(row)).not.toContain(res.json().trackingToken);
  });

  it('gets a tracking secret of its own, 256 random bits', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) tokens.add((await post(bookingInput())).json().trackingToken);
    expect(tokens.size).toBe(3);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('is priced for its vehicle type from the pricing stored at that moment', async () => {
    await saveSiteInfo(t.db.kysely, { ...DEFAULT_SITE_INFO, gstin: '05ABCDE1234F1Z6' }, 'owner');
    await t.db.kysely
      .updateTable('pricing')
      .set({ targetTotal: 1073, serviceCharge: 73 })
      .where('vehicleType', '=', 'FOUR_WHEELER')
      .execute();
    const input = bookingInput({ service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' });
    const res = await post(input);
    // Registered: GST on base and service charge together, landing on the target.
    expect(res.json().total).toBe(1073);
    expect(await storedBooking(input.orderId)).toMatchObject({
      priceBase: 836,
      priceGst: 164,
      priceServiceCharge: 73,
      priceTotal: 1073,
      priceTaxBasis: 'supply',
    });
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
    expect(res.json()).toMatchObject({ status: 'PAYMENT_SUBMITTED', total: 699 });
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
      txnId: '  4123 4567 8901 ',
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
  it('answers a repeated submission with its order number, status and total, and stores it once', async () => {
    const input = bookingInput();
    const first = await post(input);
    const again = await post(input);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      orderId: input.orderId,
      status: 'PAYMENT_SUBMITTED',
      total: 699,
      holdUntil: first.json().holdUntil,
      fitting: first.json().fitting,
    });
    expect(await count('bookings')).toBe(1);
  });

  it('tells a stranger who replays a booking nothing of the customer', async () => {
    const customer = bookingInput({
      fullName: 'Asha Verma',
      email: 'asha.private@example.in',
      // Not the first centre's street (the site's, Civil Lines): the answer names the centre.
      address: '12 Jawahar Nagar',
      city: 'Roorkee',
      chassisLast5: '54321',
      engineLast5: '67890',
      regNumber: 'UK08AB1234',
    });
    const created = await post(customer);
    // The stranger knows the order number, transaction number and phone, and guesses the rest.
    const replay = await post(
      bookingInput({
        orderId: customer.orderId,
        txnId: customer.txnId,
        phone: customer.phone,
        fullName: 'Someone Else',
        email: 'stranger@example.in',
      }),
    );
    expect(replay.statusCode).toBe(200);
    for (const res of [created, replay]) {
      for (const key of Object.keys(res.json())) expect(CONFIRMATION_KEYS).toContain(key);
      for (const secret of ['Asha', 'asha.private', 'Jawahar', '54321', '67890', 'UK08AB']) {
        expect(res.body).not.toContain(secret);
      }
    }
    // Nor the tracking secret, which opens the order and its receipt.
    expect(replay.json().trackingToken).toBeUndefined();
    expect(replay.body).not.toContain(created.json().trackingToken);
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
    const second = bookingInput({
      orderId: first.orderId,
      phone: '9123456780',
      txnId: nextTransactionNumber(),
    });
    const res = await post(second);
    expect(res.statusCode).toBe(201);
    expect(res.json().orderId).not.toBe(first.orderId);
    expect(res.json().orderId).toMatch(/^HSRPBOOKING\/\d{4}\/\d{10}$/);
    expect(await count('bookings')).toBe(2);
  });

  it('refuses a transaction number another booking already carries, storing nothing', async () => {
    const first = bookingInput({ txnId: '412345678901', fullName: 'Asha Verma' });
    const second = bookingInput({ txnId: '412345678901', phone: '9123456780' });
    expect((await post(first)).statusCode).toBe(201);
    const mailsBefore = await t.db.kysely.selectFrom('outboxMails').select('id').execute();
    const refused = await post(second);
    expect(refused.statusCode).toBe(409);
    // Exactly these words, and nothing of the other booking.
    expect(refused.json()).toEqual({
      message: LAZY_FORM_MESSAGES.txnIdAlreadyUsed,
      key: 'txnIdAlreadyUsed',
    });
    expect(refused.body).not.toContain(first.orderId);
    expect(refused.body).not.toContain('Asha');
    expect(await count('bookings')).toBe(1);
    expect(await t.db.kysely.selectFrom('outboxMails').select('id').execute()).toHaveLength(
      mailsBefore.length,
    );
    // The place the refused booking asked for was not taken.
    const slot = await t.db.kysely
      .selectFrom('appointmentSlots')
      .select('booked')
      .where('day', '=', second.appointmentDay)
      .where('slot', '=', second.appointmentSlot)
      .where('installation', '=', 'home')
      .executeTakeFirst();
    const sameSlot =
      first.appointmentDay === second.appointmentDay &&
      first.appointmentSlot === second.appointmentSlot;
    expect(slot?.booked ?? 0).toBe(sameSlot ? 1 : 0);
    // The refusal is counted for the dashboard.
    const refusals = await t.db.kysely.selectFrom('bookingRefusals').selectAll().execute();
    expect(refusals).toEqual([expect.objectContaining({ reason: 'duplicate-txn', count: 1 })]);
  });

  it.each([
    ['with spaces', '4123 9876 5432'],
    ['with dashes', '4123-9876-5432'],
    ['with a 13th, leading zero', '0412398765432'],
  ])('refuses the same transaction number typed again %s', async (_label, typed) => {
    const first = bookingInput({ txnId: '412398765432' });
    const again = bookingInput({ txnId: typed, phone: '9123456780' });
    expect((await post(first)).statusCode).toBe(201);
    const refused = await post(again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LAZY_FORM_MESSAGES.txnIdAlreadyUsed);
    expect(await count('bookings')).toBe(1);
  });

  it('takes a transaction number again whose only booking lapsed, flagged for staff', async () => {
    const first = bookingInput({ txnId: '412311112222' });
    expect((await post(first)).statusCode).toBe(201);
    await t.db.kysely
      .updateTable('bookings')
      .set({ status: 'CANCELLED', lapsedAt: new Date().toISOString(), holdClient: null })
      .where('orderId', '=', first.orderId)
      .execute();
    const again = bookingInput({ txnId: '412311112222', phone: first.phone });
    expect((await post(again)).statusCode).toBe(201);
    expect((await storedBooking(again.orderId)).duplicateTxn).toBe(1);
  });

  it('still refuses it when staff cancelled the booking (no lapse)', async () => {
    const first = bookingInput({ txnId: '412333334444' });
    expect((await post(first)).statusCode).toBe(201);
    await t.db.kysely
      .updateTable('bookings')
      .set({ status: 'CANCELLED' })
      .where('orderId', '=', first.orderId)
      .execute();
    expect((await post(bookingInput({ txnId: '412333334444' }))).statusCode).toBe(409);
  });
});

describe('POST /api/bookings: the order number is one the payment page made today', () => {
  // In English for any client, with the key the payment page shows in its own language.
  it.each<[string, () => string, FormMessageKey]>([
    ['a made-up date', () => 'HSRPBOOKING/9999/9999999999', 'orderIdInvalid'],
    [
      'a date two days ago',
      () => nextOrderNumber(new Date(Date.now() - 2 * DAY_MS)),
      'orderIdOutdated',
    ],
    [
      'a date in a week',
      () => nextOrderNumber(new Date(Date.now() + 7 * DAY_MS)),
      'orderIdOutdated',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_label, orderId, key) => {
    const res = await post(bookingInput({ orderId: orderId() }));
    expect(res.statusCode).toBe(400);
    const message = FORM_MESSAGES[key];
    expect(res.json()).toEqual({
      message,
      key,
      fieldErrors: { orderId: message },
      fieldKeys: { orderId: key },
    });
    expect(await count('bookings')).toBe(0);
  });

  it('takes yesterday’s (the payment page was opened before midnight)', async () => {
    const orderId = nextOrderNumber(new Date(Date.now() - DAY_MS));
    const res = await post(bookingInput({ orderId }));
    expect(res.statusCode).toBe(201);
    expect(res.json().orderId).toBe(orderId);
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

  it('takes an AVIF screenshot, as the message and README say', async () => {
    const input = bookingInput();
    const avif = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a6' } })
      .avif()
      .toBuffer();
    const payload = bookingForm(input, new Blob([avif], { type: 'image/avif' }), 'upi.avif');
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(201);
    const image = await t.db.kysely
      .selectFrom('images')
      .select(['contentType', 'width', 'height'])
      .where('id', '=', (await storedBooking(input.orderId)).proofImageId ?? '')
      .executeTakeFirstOrThrow();
    expect(image).toEqual({ contentType: 'image/webp', width: 60, height: 40 });
  });

  it('takes a form without a screenshot (an empty file input)', async () => {
    const input = bookingInput();
    const payload = bookingForm(input, new Blob([]), '');
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(201);
    expect((await storedBooking(input.orderId)).proofImageId).toBeNull();
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

  describe('is refused for what it can be refused without its screenshot, before reading it', () => {
    const notAPicture = new Blob([Buffer.from('not a picture')], { type: 'image/png' });
    const postWith = (input: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.bookings,
        payload: bookingForm(input, notAPicture, 'x.png'),
      });

    it('a full slot', async () => {
      const input = bookingInput();
      await t.db.kysely
        .insertInto('appointmentSlots')
        .values({
          centreId: (await firstActiveCentre(t.db.kysely)).id,
          day: input.appointmentDay,
          installation: 'home',
          slot: input.appointmentSlot,
          booked: 1000,
        })
        .execute();
      const res = await postWith(input);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LAZY_FORM_MESSAGES.appointmentFull);
      expect(await count('bookings')).toBe(0);
    });

    it('a transaction number taken', async () => {
      const taken = bookingInput();
      expect((await post(taken)).statusCode).toBe(201);
      const res = await postWith(bookingInput({ txnId: taken.txnId }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LAZY_FORM_MESSAGES.txnIdAlreadyUsed);
      expect(await count('bookings')).toBe(1);
    });

    it('and a repeat of a stored booking is answered as one, its screenshot unread', async () => {
      const input = bookingInput();
      expect((await post(input)).statusCode).toBe(201);
      const res = await postWith(input);
      expect(res.statusCode).toBe(200);
      expect(res.json().orderId).toBe(input.orderId);
      expect(await count('images')).toBe(0);
    });
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
    ['no service', { service: undefined }, FORM_MESSAGES.serviceRequired],
    ['an unknown service', { service: 'GOLD_PLATE' }, FORM_MESSAGES.serviceRequired],
    ['no vehicle type', { vehicleType: undefined }, FORM_MESSAGES.vehicleTypeRequired],
    [
      'a vehicle type the service does not allow',
      { service: 'TRACTOR_TRAILER_PLATE', vehicleType: 'TWO_WHEELER' },
      FORM_MESSAGES.vehicleTypeNotAllowed,
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
    ['an empty transaction number', { txnId: '   ' }, FORM_MESSAGES.txnIdRequired],
    ['an 11-digit transaction number', { txnId: '41239876543' }, FORM_MESSAGES.txnIdTwelveDigits],
    ['a transaction number with letters', { txnId: 'UTR4123' }, FORM_MESSAGES.txnIdTwelveDigits],
    ['no transaction number', { txnId: undefined }, FORM_MESSAGES.txnIdRequired],
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

  it('answers every field in English with its message’s key', async () => {
    const res = await post({ ...bookingInput(), fullName: ' ', phone: '12', txnId: 'UTR4123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: FORM_MESSAGES.fullNameRequired,
      key: 'fullNameRequired',
      fieldErrors: {
        fullName: FORM_MESSAGES.fullNameRequired,
        phone: FORM_MESSAGES.mobileRequired,
        txnId: FORM_MESSAGES.txnIdTwelveDigits,
      },
      fieldKeys: {
        fullName: 'fullNameRequired',
        phone: 'mobileRequired',
        txnId: 'txnIdTwelveDigits',
      },
    });
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
