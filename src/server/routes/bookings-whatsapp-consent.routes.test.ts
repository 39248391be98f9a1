import { afterEach, describe, expect, it } from 'vitest';
import type { MailContext } from '#server/mail/mail-context.ts';
import { bookingForm, bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { WHATSAPP_CONSENT_VERSION } from '#shared/messaging/whatsapp-consent.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';

// The customer's agreement to WhatsApp messages, and the mobile numbers that can take them
// (issue 36). Runs on SQLite and, in the PostgreSQL pass, on PostgreSQL.

const WHATSAPP_ON: Partial<MailContext> = { textChannels: { whatsapp: true, sms: false } };

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });

const stored = (orderId: string) =>
  t.db.kysely
    .selectFrom('bookings')
    .select(['phone', 'createdAt', 'whatsappConsentAt', 'whatsappConsentVersion'])
    .where('orderId', '=', orderId)
    .executeTakeFirst();

const bookingCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const NO_CONSENT = { whatsappConsentAt: null, whatsappConsentVersion: null };

describe('the WhatsApp agreement, where WhatsApp is configured', () => {
  it('tells the booking form to ask for it', async () => {
    t = await createTestApp({ mail: WHATSAPP_ON });
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(res.json().whatsapp).toBe(true);
  });

  it.each([
    ['as JSON', (input: object) => input],
    // The payment page's way: form data, where the box says "true".
    ['as form data', (input: object) => bookingForm(input as Record<string, unknown>)],
  ])('is stored ticked %s, with the booking’s time and the words’ version', async (_how, body) => {
    t = await createTestApp({ mail: WHATSAPP_ON });
    const input = bookingInput({ whatsappConsent: true });
    const res = await post(body(input));
    expect(res.statusCode).toBe(201);
    const row = await stored(input.orderId);
    expect(row?.whatsappConsentAt).toBe(row?.createdAt);
    expect(row?.whatsappConsentVersion).toBe(WHATSAPP_CONSENT_VERSION);
  });

  it.each([
    ['unticked, as JSON', { whatsappConsent: false }, false],
    ['unticked, as form data', { whatsappConsent: false }, true],
    ['not sent at all (an older page, the API)', {}, false],
  ])('is not stored %s', async (_name, change, asForm) => {
    t = await createTestApp({ mail: WHATSAPP_ON });
    const input = bookingInput(change);
    const res = await post(asForm ? bookingForm(input as Record<string, unknown>) : input);
    expect(res.statusCode).toBe(201);
    expect(await stored(input.orderId)).toMatchObject(NO_CONSENT);
  });

  it.each([
    ['a word in form data', 'yes', true],
    ['text in JSON', 'true', false],
  ])('refuses %s for the box, storing nothing', async (_name, value, asForm) => {
    t = await createTestApp({ mail: WHATSAPP_ON });
    const input = { ...bookingInput(), whatsappConsent: value };
    const res = await post(asForm ? bookingForm(input) : input);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('whatsappConsent');
    expect(await bookingCount()).toBe(0);
  });
});

describe('the WhatsApp agreement, where WhatsApp is not configured', () => {
  it.each([
    ['no text channel at all', {}],
    ['SMS only', { textChannels: { whatsapp: false, sms: true } }],
  ])('is not asked and not stored even when sent ticked (%s)', async (_name, mail) => {
    t = await createTestApp({ mail });
    const storefront = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(storefront.json().whatsapp).toBe(false);
    const input = bookingInput({ whatsappConsent: true });
    expect((await post(input)).statusCode).toBe(201);
    expect(await stored(input.orderId)).toMatchObject(NO_CONSENT);
  });
});

describe('mobile numbers that are not Indian mobiles', () => {
  it.each([
    // What the booking form sends for "011 2345 6789": the trunk 0 dropped, ten digits left.
    ['a Delhi landline', '1123456789'],
    ['a landline with its trunk 0', '0112345678'],
    ['a number in the unallotted 5 range', '5123456789'],
    ['"12345 67890"', '1234567890'],
  ])('refuses %s at booking with the key mobileInvalid, storing nothing', async (_name, phone) => {
    t = await createTestApp({ mail: WHATSAPP_ON });
    const input = bookingInput({ phone, whatsappConsent: true });
    const res = await post(bookingForm(input as Record<string, unknown>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: FORM_MESSAGES.mobileInvalid,
      key: 'mobileInvalid',
      fieldErrors: { phone: FORM_MESSAGES.mobileInvalid },
      fieldKeys: { phone: 'mobileInvalid' },
    });
    expect(await bookingCount()).toBe(0);
    const mails = await t.db.kysely.selectFrom('outboxMails').select('id').execute();
    expect(mails).toEqual([]);
  });

  it.each(['9876543210', '6201234567', '7012345678', '8012345678'])(
    'takes %s and keeps its ten digits',
    async (phone) => {
      t = await createTestApp();
      const input = bookingInput({ phone });
      expect((await post(input)).statusCode).toBe(201);
      expect((await stored(input.orderId))?.phone).toBe(phone);
    },
  );

  it('refuses a movers lead’s landline with the same key, storing nothing', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.leads,
      payload: { name: 'Ravi', phone: '1123456789' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      key: 'mobileInvalid',
      fieldKeys: { phone: 'mobileInvalid' },
    });
    expect(await t.db.kysely.selectFrom('leads').select('id').execute()).toEqual([]);
  });
});
