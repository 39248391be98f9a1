import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAccount, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { bookingRow, bookWithScreenshot, setStatusAsStaff } from '#server/testing/personal-data.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { PERSONAL_DATA_API_PATHS } from '#shared/personal-data/personal-data-api-paths.ts';
import {
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICE_WORDS,
} from '#shared/personal-data/privacy-notice.ts';
import { LAZY_FORM_MESSAGES } from '#shared/validation/lazy-form-messages.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const myData = (token: string, format: 'json' | 'html' = 'json') =>
  t.app.inject({ method: 'POST', url: PERSONAL_DATA_API_PATHS.myData, payload: { token, format } });

const askErasure = (token: string) =>
  t.app.inject({ method: 'POST', url: PERSONAL_DATA_API_PATHS.erasure, payload: { token } });

const erase = (id: string, as = headers) =>
  t.app.inject({ method: 'POST', url: API_PATHS.admin.bookingErasure(id), headers: as });

describe('the privacy notice on a booking', () => {
  it('stores the version and time the customer booked under', async () => {
    const { id } = await bookWithScreenshot(t);
    const row = await bookingRow(t, id);
    expect(row.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(row.privacyNoticeAgreedAt).toBe(row.createdAt);
  });

  it.each([
    ['no version', { privacyNotice: undefined }],
    ['an older version', { privacyNotice: '0' }],
  ])('refuses a booking with %s, by key, storing nothing', async (_, overrides) => {
    const input = { ...bookingInput(), ...overrides };
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: input });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      key: 'privacyNoticeOutdated',
      message: LAZY_FORM_MESSAGES.privacyNoticeOutdated,
    });
    const stored = await t.db.kysely
      .selectFrom('bookings')
      .select('id')
      .where('orderId', '=', input.orderId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('download my data from the tracking link', () => {
  it('gives everything kept about the booking as JSON, only with its link', async () => {
    const { token, orderId } = await bookWithScreenshot(t, { whatsappConsent: false });
    const res = await myData(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-.*\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data).toMatchObject({
      orderNumber: orderId,
      booking: { service: 'HSRP_WITH_COLOR', status: 'PAYMENT_SUBMITTED', language: 'en' },
      contact: { fullName: 'Asha Verma', email: 'asha@example.in', address: '12 Civil Lines' },
      vehicle: { registrationNumber: 'UK08AB1234', chassisLast5: '54321', engineLast5: '12345' },
      payment: { method: 'UPI', screenshotKept: true, taxInvoice: null },
      consents: {
        privacyNotice: {
          version: PRIVACY_NOTICE_VERSION,
          words: PRIVACY_NOTICE_WORDS[PRIVACY_NOTICE_VERSION].en,
        },
        whatsapp: { version: null },
      },
      retention: { erasedAt: null, erasureRequests: [] },
    });
    // The receipt mail it was sent, with what it said; not the office's notice of the booking.
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({ channel: 'email', to: 'asha@example.in' });
    expect(data.messages[0].text).toContain(orderId);

    const other = await bookWithScreenshot(t);
    expect((await myData(other.token)).json().orderNumber).not.toBe(orderId);
    const wrong = await myData(`${token.slice(0, -2)}AA`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().key).toBe('trackLinkNotFound');
    expect((await myData('not-a-token')).statusCode).toBe(400);
  });

  it('gives the same as a page to read, every value escaped', async () => {
    const { token } = await bookWithScreenshot(t, { fullName: 'Asha <b>Verma</b>', locale: 'hi' });
    const res = await myData(token, 'html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('आपका डेटा');
    expect(res.body).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Verma');
    expect(res.body).not.toContain('<script');
  });
});

describe('erasure', () => {
  it('is asked for from the link once, and completed by staff keeping only what the law needs', async () => {
    const site = (
      await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteInfo,
      headers,
      payload: { ...site, gstin: '05ABCDE1234F1Z6' },
    });
    const { id, token, orderId } = await bookWithScreenshot(t);
    await setStatusAsStaff(t, headers, id, 'CONFIRMED');

    const asked = await askErasure(token);
    expect(asked.statusCode).toBe(201);
    const again = await askErasure(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().requestedAt).toBe(asked.json().requestedAt);
    const list = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.erasureRequests,
      headers,
    });
    expect(list.json().requests).toEqual([
      expect.objectContaining({ bookingId: id, orderId, requestedAt: asked.json().requestedAt }),
    ]);

    // An open order's data is still needed to fit its plates.
    const early = await erase(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('still open');

    await setStatusAsStaff(t, headers, id, 'FULFILLED');
    const staff = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    const done = await erase(id, staff.headers);
    expect(done.statusCode).toBe(200);
    expect((await erase(id)).statusCode).toBe(409);

    const row = await bookingRow(t, id);
    expect(row).toMatchObject({
      fullName: '',
      phone: '',
      email: '',
      address: '',
      city: '',
      pincode: '',
      regNumber: '',
      chassisLast5: '',
      engineLast5: '',
      proofImageId: null,
      // Kept: the order, the amounts, the payment reference, the state (place of supply).
      orderId,
      state: 'Uttarakhand',
      status: 'FULFILLED',
    });
    expect(row.txnId).toMatch(/^\d{12}$/);
    expect(row.priceTotal).toBeGreaterThan(0);
    expect(row.searchText).not.toContain('ASHAVERMA');
    const messages = await t.db.kysely
      .selectFrom('outboxMails')
      .select(['recipient', 'subject', 'textBody', 'htmlBody'])
      .where('bookingId', '=', id)
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toEqual({ recipient: '', subject: '', textBody: '', htmlBody: '' });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.admin.erasureRequests, headers })).json()
        .requests,
    ).toEqual([]);
    const audit = await t.db.kysely
      .selectFrom('auditEvents')
      .selectAll()
      .where('kind', '=', 'personal-data-erased')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ subject: orderId, actorEmail: 'desk@hsrp.test' });

    // The tax invoice still renders as issued, from the copy kept for it.
    const pdf = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackReceiptByLink,
      payload: { token },
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText();
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Asha Verma');
    expect(text).toContain('12 Civil Lines');
    expect(text).toContain('UK08AB1234');

    // The download now shows what is left, and when it was erased.
    const data = (await myData(token)).json();
    expect(data.contact).toMatchObject({ fullName: '', mobile: '', email: '' });
    expect(data.retention.erasedAt).toBe(row.erasedAt);
    expect(data.payment.taxInvoice.number).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
  });
});

describe('retention settings', () => {
  it('are the owner’s: read, changed and audited; staff are refused', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.retentionSettings,
      headers,
    });
    expect(read.json()).toEqual({
      settings: { screenshotDays: 90, contactMonths: 12 },
      lastRun: null,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.retentionSettings,
      headers,
      payload: { screenshotDays: 0, contactMonths: 12 },
    });
    expect(bad.statusCode).toBe(400);
    const put = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.retentionSettings,
      headers,
      payload: { screenshotDays: 30, contactMonths: 6 },
    });
    expect(put.json().settings).toEqual({ screenshotDays: 30, contactMonths: 6 });
    const audit = await t.db.kysely
      .selectFrom('auditEvents')
      .selectAll()
      .where('kind', '=', 'retention-changed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before ?? '')).toEqual({ screenshotDays: 90, contactMonths: 12 });
    const staff = await signedInAccount(t, 'desk@hsrp.test', 'staff');
    const refused = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.retentionSettings,
      headers: staff.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('an erasure request in the complaints queue', () => {
  it('opens a data ticket, acknowledged to the customer, and closing the ticket erases', async () => {
    const { id, token, orderId } = await bookWithScreenshot(t);
    await setStatusAsStaff(t, headers, id, 'FULFILLED');
    expect((await askErasure(token)).statusCode).toBe(201);
    expect((await askErasure(token)).statusCode).toBe(200);

    const queue = await t.app.inject({ method: 'GET', url: API_PATHS.admin.complaints, headers });
    const tickets = queue.json().complaints;
    expect(tickets).toEqual([
      expect.objectContaining({ kind: 'data_erasure', orderId, status: 'open' }),
    ]);
    const acknowledged = await t.db.kysely
      .selectFrom('outboxMails')
      .select('recipient')
      .where('kind', '=', 'complaint-received')
      .execute();
    expect(acknowledged).toEqual([{ recipient: 'asha@example.in' }]);

    const closed = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.complaintClose(tickets[0].id),
      headers,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(await bookingRow(t, id)).toMatchObject({ fullName: '', phone: '', email: '' });
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.admin.erasureRequests, headers })).json()
        .requests,
    ).toEqual([]);
  });
});
