import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { TRACK_NOT_FOUND } from '../../shared/tracking/track-schema';
import { signedInAdmin } from '../testing/admin-session';
import { bookingInput } from '../testing/booking-fixtures';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';

let t: TestApp;
let orderId: string;
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
      expect(res.json()).toEqual({ message: TRACK_NOT_FOUND });
    }
  });

  it('refuses malformed input with a message', async () => {
    const res = await track({ orderId: 'ABC', regNumber: '' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('limits look-ups per address', async () => {
    for (let i = 0; i < 20; i += 1) await track({ orderId, regNumber: `GUESS${i}` });
    const blocked = await track({ orderId, regNumber: 'UK08AB1234' });
    expect(blocked.statusCode).toBe(429);
    expect((await track({ orderId, regNumber: 'UK08AB1234' }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('puts the tracking link in the customer mail', async () => {
    const mail = await t.db.kysely
      .selectFrom('outboxMails')
      .select('textBody')
      .where('kind', '=', 'booking-received')
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain(
      `${TEST_PUBLIC_URL}/track?order=${encodeURIComponent(orderId)}`,
    );
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
    for (const expected of [
      'Payment receipt',
      orderId,
      'Asha Verma',
      'UK08 AB 1234',
      'HSRP with colour sticker',
      'Rs. 500',
      'GST (18%)',
      'Rs. 90',
      'Rs. 109',
      'Rs. 699',
      '412345678901',
      'Payment submitted',
      'HSRP Plate Booking',
      'Roorkee, Uttarakhand 247667',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives no receipt for a wrong registration number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.trackReceiptFor(orderId, 'XX00XX0000'),
      remoteAddress: '10.3.0.2',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: TRACK_NOT_FOUND });
  });
});
