import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderMailBody } from '#server/mail/mail-secret.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { trackingLinkPath } from '#shared/page-paths.ts';
import { TRACK_MESSAGES } from '#shared/tracking/track-messages.ts';
import { tokenFromTrackingHash } from '#shared/tracking/tracking-link.ts';
import { FORM_MESSAGES } from '#shared/validation/form-messages.ts';
import { ORDER_LOOKUP_LIMIT } from './tracking.routes.ts';

let t: TestApp;
let orderId: string;
/** The tracking link's secret, as the booking's answer gave it. */
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput({
      regNumber: 'UK08 AB 1234',
      txnId: '412345678901',
      fullName: 'Asha Verma',
    }),
  });
  orderId = res.json().orderId;
  token = res.json().trackingToken;
});
afterEach(async () => {
  await t.close();
});

const track = (payload: object, ip = '10.2.0.1') =>
  t.app.inject({ method: 'POST', url: API_PATHS.track, payload, remoteAddress: ip });

describe('POST /api/track', () => {
  it('shows the order to someone who knows its order and registration numbers', async () => {
    const res = await track({ orderId: orderId.toLowerCase(), regNumber: 'uk08-ab-1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId,
      status: 'PAYMENT_SUBMITTED',
      installation: 'home',
      price: { total: 699 },
      history: [{ status: 'PAYMENT_SUBMITTED' }],
    });
    // Nothing personal beyond what the asker already knows.
    expect(res.body).not.toContain('Asha');
    expect(res.body).not.toContain('9876543210');
  });

  it('follows an admin status change, without naming the admin', async () => {
    const headers = await signedInAdmin(t);
    const list = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookings, headers });
    await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(list.json().bookings[0].id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    const res = await track({ orderId, regNumber: 'UK08AB1234' });
    expect(res.json().status).toBe('CONFIRMED');
    expect(res.json().history.map((h: { status: string }) => h.status)).toEqual([
      'PAYMENT_SUBMITTED',
      'CONFIRMED',
    ]);
    expect(res.body).not.toContain('staff@hsrp.test');
  });

  it('answers the same for an unknown order and a wrong registration number', async () => {
    const wrongReg = await track({ orderId, regNumber: 'UK08AB9999' });
    const unknown = await track({
      orderId: 'HSRPBOOKING/2026/1121999999',
      regNumber: 'UK08AB1234',
    });
    for (const res of [wrongReg, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TRACK_MESSAGES.trackNotFound, key: 'trackNotFound' });
    }
  });

  it('finds the order by its last ten digits, as people read it out from an SMS', async () => {
    const res = await track({ orderId: orderId.slice(-10), regNumber: 'UK08AB1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().orderId).toBe(orderId);
    const wrongReg = await track({ orderId: orderId.slice(-10), regNumber: 'UK08AB9999' });
    expect(wrongReg.statusCode).toBe(404);
  });

  it('finds an earlier year’s order by its last ten digits, within eight years', async () => {
    const [, year = '', tail = ''] = orderId.split('/');
    const moveTo = (to: number) =>
      t.db.kysely
        .updateTable('bookings')
        .set({ orderId: `HSRPBOOKING/${to}/${tail}` })
        .execute();
    await moveTo(Number(year) - 7);
    const found = await track({ orderId: tail, regNumber: 'UK08AB1234' }, '10.2.0.2');
    expect(found.json().orderId).toBe(`HSRPBOOKING/${Number(year) - 7}/${tail}`);
    await moveTo(Number(year) - 8);
    expect((await track({ orderId: tail, regNumber: 'UK08AB1234' }, '10.2.0.3')).statusCode).toBe(
      404,
    );
  });

  it('refuses digits that are no order number’s tail', async () => {
    for (const orderId of ['112112345', '1321123456', '11211234567', '1121023456']) {
      const res = await track({ orderId, regNumber: 'UK08AB1234' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(FORM_MESSAGES.orderNumberFormat);
    }
  });

  it('refuses malformed input with a message', async () => {
    const res = await track({ orderId: 'ABC', regNumber: '' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('limits look-ups per address', async () => {
    for (let i = 0; i < 20; i += 1) {
      await track({ orderId: `HSRPBOOKING/2026/1121${200000 + i}`, regNumber: 'UK08AB1234' });
    }
    const blocked = await track({ orderId, regNumber: 'UK08AB1234' });
    expect(blocked.statusCode).toBe(429);
    expect((await track({ orderId, regNumber: 'UK08AB1234' }, '10.2.0.2')).statusCode).toBe(200);
  });
});

/** Another customer's order, for limits that must not spill over. */
async function bookOther(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput({ regNumber: 'DL3CAB0001' }),
    remoteAddress: '10.9.0.1',
  });
  return res.json().orderId;
}

/** A different IPv6 /64 for each n: each counts as its own address. */
const ipv6 = (n: number) => `2001:db8:${n.toString(16)}:1::7`;

describe('POST /api/track: guessing one victim’s order number from many addresses', () => {
  it('stops after 10 look-ups of one order number an hour, from however many addresses', async () => {
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i += 1) {
      const guess = await track({ orderId, regNumber: `UK08AB${1000 + i}` }, ipv6(i));
      expect(guess.statusCode).toBe(404);
    }
    // The 11th, from a fresh /64 and with the right registration number, is refused too.
    const blocked = await track({ orderId, regNumber: 'UK08AB1234' }, ipv6(100));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: TRACK_MESSAGES.tooManyOrderLookups,
      key: 'tooManyOrderLookups',
    });
    expect(blocked.body).not.toContain('PAYMENT_SUBMITTED');
    const receipt = await t.app.inject({
      method: 'GET',
      url: API_PATHS.trackReceiptFor(orderId, 'UK08AB1234'),
      remoteAddress: ipv6(101),
    });
    expect(receipt.statusCode).toBe(429);
    // Other orders are looked up as before, and the customer's link still opens theirs.
    const other = await bookOther();
    expect((await track({ orderId: other, regNumber: 'DL3CAB0001' }, ipv6(102))).statusCode).toBe(
      200,
    );
    expect((await byLink(token, ipv6(103))).statusCode).toBe(200);
  });

  it('lets at most 10 of a burst of simultaneous guesses through', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        track({ orderId, regNumber: `UK08AB${String(i).padStart(4, '0')}` }, ipv6(i)),
      ),
    );
    const answered = burst.filter((res) => res.statusCode !== 429);
    expect(answered).toHaveLength(ORDER_LOOKUP_LIMIT.limit);
    expect(answered.every((res) => res.statusCode === 404)).toBe(true);
  });

  it('counts an order number however it is typed', async () => {
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i += 1) {
      await track(
        {
          orderId: [orderId.toLowerCase(), ` ${orderId} `, orderId.slice(-10)][i % 3],
          regNumber: 'X1',
        },
        ipv6(i),
      );
    }
    expect((await track({ orderId, regNumber: 'UK08AB1234' }, ipv6(50))).statusCode).toBe(429);
  });
});

const byLink = (secret: unknown, ip = '10.4.0.1') =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.trackByLink,
    payload: { token: secret },
    remoteAddress: ip,
  });

describe('POST /api/track/link', () => {
  it('shows the order to whoever holds its link, without the registration number', async () => {
    const res = await byLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId,
      status: 'PAYMENT_SUBMITTED',
      regNumber: 'UK08 AB 1234',
      price: { total: 699 },
      history: [{ status: 'PAYMENT_SUBMITTED' }],
    });
    expect(res.body).not.toContain('Asha');
    expect(res.body).not.toContain(token);
  });

  it('answers a secret one character off with the same 404', async () => {
    const last = token.endsWith('A') ? 'B' : 'A';
    const res = await byLink(`${token.slice(0, -1)}${last}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: TRACK_MESSAGES.trackLinkNotFound,
      key: 'trackLinkNotFound',
    });
  });

  it.each([
    ['an unknown secret', 'A'.repeat(43)],
    ['a short secret', 'abc'],
    ['no secret', undefined],
    ['an order number', 'HSRPBOOKING/2026/1121123456'],
  ])('answers %s with one 404 message', async (_label, secret) => {
    const res = await byLink(secret);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().message).toBe(TRACK_MESSAGES.trackLinkNotFound);
  });

  it('is the link in the customer’s mails: on the booking and on each status change', async () => {
    const headers = await signedInAdmin(t);
    const list = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookings, headers });
    await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(list.json().bookings[0].id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    const mails = await t.db.kysely
      .selectFrom('outboxMails')
      .select(['kind', 'textBody', 'htmlBody', 'secret', 'secretPlaceholder'])
      .where('kind', 'in', ['booking-received', 'status-changed'])
      .orderBy('createdAt')
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-received', 'status-changed']);
    // The receipt carries the booking's answer's secret; the status mail a new one (decision
    // 0038): each opens the order. The stored bodies hold only the placeholder (mail-secret).
    expect(mails[0]?.secret).toBe(token);
    for (const mail of mails) {
      const link = `${TEST_PUBLIC_URL}${trackingLinkPath(mail.secret ?? '')}`;
      expect(mail.textBody).not.toContain(mail.secret);
      expect(renderMailBody(mail)?.text).toContain(link);
      expect(renderMailBody(mail)?.html).toContain(`href="${link}"`);
      const opened = await t.app.inject({
        method: 'POST',
        url: API_PATHS.trackByLink,
        payload: { token: tokenFromTrackingHash(new URL(link).hash) },
      });
      expect(opened.json()).toMatchObject({ orderId, status: 'CONFIRMED' });
    }
    // The office's notice goes to staff, who open the admin area instead.
    const notice = await t.db.kysely
      .selectFrom('outboxMails')
      .select('textBody')
      .where('kind', '=', 'new-booking-admin')
      .executeTakeFirstOrThrow();
    expect(notice.textBody).not.toContain(token);
  });
});

describe('GET /api/track/receipt', () => {
  it('sends a PDF receipt whose text names the order, the customer and the price breakdown', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.trackReceiptFor(orderId, 'UK08AB1234'),
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-HSRPBOOKING-/,
    );
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    // A fresh install has no GSTIN: a bill of supply, no tax line (decision 0049).
    for (const expected of [
      'Receipt (bill of supply)',
      orderId,
      'Asha Verma',
      'UK08 AB 1234',
      'HSRP with colour sticker',
      '₹590',
      '₹109',
      '₹699',
      '412345678901',
      'Payment submitted',
      'HSRP Plate Booking',
      'Civil Lines, Roorkee, Uttarakhand 247667',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('GST (');
    // The rupee sign itself (the embedded font has it), and the town said once.
    expect(text).not.toContain('Rs.');
    expect(text).not.toContain('Roorkee, Roorkee');
  });

  it('sends the receipt to whoever holds the order’s link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackReceiptByLink,
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const wrong = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackReceiptByLink,
      payload: { token: 'A'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      message: TRACK_MESSAGES.trackLinkNotFound,
      key: 'trackLinkNotFound',
    });
  });

  it('gives no receipt for a wrong registration number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.trackReceiptFor(orderId, 'XX00XX0000'),
      remoteAddress: '10.3.0.2',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: TRACK_MESSAGES.trackNotFound, key: 'trackNotFound' });
  });
});
