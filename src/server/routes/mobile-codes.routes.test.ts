import { afterEach, describe, expect, it } from 'vitest';
import { saveMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { deliverOutboxNow } from '#server/testing/text-outbox.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import { MOBILE_CODE_MESSAGES } from '#shared/mobile-codes/mobile-code-messages.ts';
import { MOBILE_CODE_API_PATHS, PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';

const PHONE = '9876543210';
let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** The app with SMS configured and the owner requiring codes, sent by the flow `flow-en`. */
async function requiringCodes({ sms = true, require = true } = {}) {
  t = await createTestApp({ mail: { textChannels: { sms, whatsapp: false } } });
  const kinds = DEFAULT_MESSAGE_SETTINGS.kinds;
  await saveMessageSettings(
    t.db.kysely,
    {
      ...DEFAULT_MESSAGE_SETTINGS,
      requireMobileCode: require,
      kinds: {
        ...kinds,
        mobile_code: { ...kinds.mobile_code, smsTemplateIds: { en: 'flow-en', hi: '' } },
      },
    },
    'owner@hsrp.test',
  );
}

const send = (phone = PHONE, locale = 'en') =>
  t.app.inject({ method: 'POST', url: MOBILE_CODE_API_PATHS.send, payload: { phone, locale } });
const confirm = (code: string, phone = PHONE) =>
  t.app.inject({ method: 'POST', url: MOBILE_CODE_API_PATHS.confirm, payload: { phone, code } });
const codeRows = () =>
  t.db.kysely.selectFrom('outboxMails').selectAll().where('kind', '=', 'mobile-code').execute();
/** The code of the newest message, read from its row's secret (as the SMS would carry it). */
const lastCode = async () => {
  const rows = await codeRows();
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1)?.secret ?? '';
};
/** Moves the number's row `ms` into the past, as if that time had gone by. */
async function age(ms: number, phone = PHONE) {
  const row = await t.db.kysely
    .selectFrom('mobileCodes')
    .selectAll()
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  const back = (at: string | null) => at && new Date(Date.parse(at) - ms).toISOString();
  await t.db.kysely
    .updateTable('mobileCodes')
    .set({
      lastSentAt: back(row.lastSentAt) ?? row.lastSentAt,
      windowStartedAt: back(row.windowStartedAt) ?? row.windowStartedAt,
      codeExpiresAt: back(row.codeExpiresAt),
    })
    .where('phone', '=', phone)
    .execute();
}
const book = (phone: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput({ phone }),
    cookies: token ? { hsrp_mobile_token: token } : {},
  });

describe('POST /api/mobile-codes', () => {
  it('queues the code by SMS with the code only as the row’s secret, kept until it is sent', async () => {
    await requiringCodes();
    const before = Date.now();
    const res = await send(PHONE, 'hi');
    expect(res.statusCode).toBe(200);
    expect(res.json().channel).toBe('sms');
    expect(Date.parse(res.json().resendAt) - before).toBeGreaterThanOrEqual(60_000);
    const [row] = await codeRows();
    const code = row?.secret ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(row).toMatchObject({ channel: 'sms', recipient: `91${PHONE}`, status: 'pending' });
    expect(row?.textBody).not.toContain(code);
    expect(row?.textBody).toContain('आपका सत्यापन कोड');
    expect(JSON.parse(row?.payload ?? '{}')).toEqual({
      kind: 'mobile_code',
      language: 'hi',
      params: [row?.secretPlaceholder],
    });
    expect(Date.parse(row?.notAfter ?? '') - before).toBeGreaterThanOrEqual(10 * 60_000);
    // Only a keyed hash of the code is kept with the number.
    const stored = await t.db.kysely.selectFrom('mobileCodes').selectAll().executeTakeFirst();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored?.codeHash).toMatch(/^[\w-]{43}$/);

    const sent = await deliverOutboxNow(t.db);
    expect(sent.map((m) => m.text)).toEqual([expect.stringContaining(code)]);
    const [after] = await codeRows();
    expect(after?.secret).toBeNull();
    expect(JSON.stringify(after)).not.toContain(code);
  });

  it('sends at most 3 codes an hour, a minute apart, then again once the hour is over', async () => {
    await requiringCodes();
    expect((await send()).statusCode).toBe(200);
    const tooSoon = await send();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      key: 'mobileCodeWait',
      message: MOBILE_CODE_MESSAGES.mobileCodeWait,
    });
    await age(61_000);
    expect((await send()).statusCode).toBe(200);
    await age(61_000);
    const third = await send();
    expect(third.statusCode).toBe(200);
    // The third of the hour: the next may be asked for only when the hour is over.
    const { windowStartedAt } = await t.db.kysely
      .selectFrom('mobileCodes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(third.json().resendAt).toBe(
      new Date(Date.parse(windowStartedAt) + 3_600_000).toISOString(),
    );
    await age(61_000);
    const fourth = await send();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().key).toBe('mobileCodeTooManySends');
    expect(await codeRows()).toHaveLength(3);
    await age(3_600_000);
    expect((await send()).statusCode).toBe(200);
  });

  it('refuses when no channel can carry codes or the owner does not ask for them', async () => {
    await requiringCodes({ sms: false });
    const res = await send();
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('mobileCodeUnavailable');
    expect(await codeRows()).toEqual([]);
  });

  it('refuses a number that is not an Indian mobile, with the form’s message', async () => {
    await requiringCodes();
    for (const phone of ['12345', '1234567890']) {
      const res = await send(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toBe('mobileRequired');
    }
    expect(await codeRows()).toEqual([]);
  });
});

describe('POST /api/mobile-codes/confirm', () => {
  it('answers a token for the right code, once, and sets it as a cookie for bookings', async () => {
    await requiringCodes();
    await send();
    const res = await confirm(await lastCode());
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[\w-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'hsrp_mobile_token');
    expect(cookie).toMatchObject({
      value: res.json().token,
      path: PUBLIC_API_PATHS.bookings,
      httpOnly: true,
    });
    // The token is kept by its hash only.
    const tokens = await t.db.kysely.selectFrom('mobileCodeTokens').selectAll().execute();
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(res.json().token);
    const status = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: MOBILE_CODE_API_PATHS.confirmed,
        cookies: token ? { hsrp_mobile_token: token } : {},
      });
    expect((await status(res.json().token)).json()).toEqual({
      phone: PHONE,
      expiresAt: res.json().expiresAt,
    });
    expect((await status('made-up')).json()).toEqual({ phone: null, expiresAt: null });
    const again = await confirm(await lastCode());
    expect(again.statusCode).toBe(400);
    expect(again.json().key).toBe('mobileCodeExpired');
  });

  it('refuses a wrong code and an expired one', async () => {
    await requiringCodes();
    await send();
    const code = await lastCode();
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      key: 'mobileCodeWrong',
      message: MOBILE_CODE_MESSAGES.mobileCodeWrong,
    });
    await age(10 * 60_000 + 1);
    const expired = await confirm(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().key).toBe('mobileCodeExpired');
    const typo = await confirm('12a456');
    expect(typo.statusCode).toBe(400);
    expect(typo.json().key).toBe('mobileCodeDigits');
  });

  it('takes 5 tries an hour, the right code included, and refuses the sixth', async () => {
    await requiringCodes();
    await send();
    const code = await lastCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await confirm(wrongCode)).json().key).toBe('mobileCodeWrong');
    const sixth = await confirm(code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().key).toBe('mobileCodeTooManyTries');
    await age(61_000);
    expect((await send()).json().key).toBe('mobileCodeTooManyTries');
    expect(await t.db.kysely.selectFrom('mobileCodeTokens').selectAll().execute()).toEqual([]);
  });
});

describe('a booking while codes are required', () => {
  async function tokenFor(phone: string) {
    await send(phone);
    return (await confirm(await lastCode(), phone)).json().token as string;
  }
  const bookings = () => t.db.kysely.selectFrom('bookings').selectAll().execute();

  it('is refused without a token and stores nothing', async () => {
    await requiringCodes();
    const res = await book(PHONE);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      key: 'mobileCodeNeeded',
      fieldKeys: { phone: 'mobileCodeNeeded' },
    });
    expect(await bookings()).toEqual([]);
    const storefront = await t.app.inject({ method: 'GET', url: PUBLIC_API_PATHS.storefront });
    expect(storefront.json().mobileCode).toBe(true);
  });

  it('is taken with its phone’s token, which it uses up', async () => {
    await requiringCodes();
    const token = await tokenFor(PHONE);
    expect((await book(PHONE, token)).statusCode).toBe(201);
    expect(await t.db.kysely.selectFrom('mobileCodeTokens').selectAll().execute()).toEqual([]);
    const status = await t.app.inject({
      method: 'GET',
      url: MOBILE_CODE_API_PATHS.confirmed,
      cookies: { hsrp_mobile_token: token },
    });
    expect(status.json().phone).toBeNull();
    const reuse = await book(PHONE, token);
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json().key).toBe('mobileCodeNeeded');
    expect(await bookings()).toHaveLength(1);
  });

  it('is refused with another phone’s token, which stays usable', async () => {
    await requiringCodes();
    const token = await tokenFor(PHONE);
    expect((await book('9812345678', token)).statusCode).toBe(403);
    expect((await book(PHONE, token)).statusCode).toBe(201);
  });

  it('takes the token as a form field from a caller of the API', async () => {
    await requiringCodes();
    const token = await tokenFor(PHONE);
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      payload: { ...bookingInput({ phone: PHONE }), mobileToken: token },
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs none while no channel can carry a code', async () => {
    await requiringCodes({ sms: false });
    expect((await book(PHONE)).statusCode).toBe(201);
    const storefront = await t.app.inject({ method: 'GET', url: PUBLIC_API_PATHS.storefront });
    expect(storefront.json().mobileCode).toBe(false);
  });

  it('needs none while the owner does not ask for it', async () => {
    await requiringCodes({ require: false });
    expect((await book(PHONE)).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(409);
  });
});
