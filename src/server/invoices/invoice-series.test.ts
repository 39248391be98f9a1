import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeBookingStatus } from '#server/bookings/admin-bookings.ts';
import { saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { seedBookingIds } from '#server/testing/seed-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { financialYearOf } from './invoice-number.ts';
import { issueInvoicesOnVerifiedPayment } from './issue-invoice.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const setGstin = (gstin: string) =>
  saveSiteInfo(t.db.kysely, { ...DEFAULT_SITE_INFO, gstin }, 'owner@hsrp.test');

/** `count` new bookings waiting for their payment to be verified: their ids, oldest first. */
const newBookings = (count: number) => seedBookingIds(t, count);

const setStatus = (id: string, status: BookingStatus) =>
  t.app.inject({
    method: 'PATCH',
    url: API_PATHS.admin.bookingStatus(id),
    headers,
    payload: { status },
  });

/** Staff's change with the clock set: the financial year comes from `now`. */
/** Staff working from the office's address. */
const STAFF = { adminId: 'staff-1', email: 'staff@hsrp.test', address: '10.0.0.1' };

const changeAt = (id: string, status: BookingStatus, now: string) =>
  changeBookingStatus(t.db.kysely, id, { status }, STAFF, t.mail, new Date(now));

async function invoiceNumberOf(id: string): Promise<string | null> {
  const row = await t.db.kysely
    .selectFrom('invoices')
    .select('number')
    .where('bookingId', '=', id)
    .executeTakeFirst();
  return row?.number ?? null;
}

const numbered = (sequence: number, year = financialYearOf(new Date())) =>
  `${year}/${String(sequence).padStart(6, '0')}`;

describe('the tax invoice series', () => {
  it('numbers confirmations one after another, and only payments verified with a GSTIN set', async () => {
    // Booked before the business registered for GST: charged no tax, so a receipt, never an invoice.
    const [early] = await newBookings(1);
    await setGstin('05ABCDE1234F1Z6');
    const [first, second, waiting, straightToFulfilled] = await newBookings(4);
    if (!early || !first || !second || !waiting || !straightToFulfilled) throw new Error('seed');
    expect((await setStatus(early, 'CONFIRMED')).json().invoiceNumber).toBeNull();
    expect((await setStatus(first, 'CONFIRMED')).json().invoiceNumber).toBe(numbered(1));
    expect((await setStatus(second, 'CONFIRMED')).json().invoiceNumber).toBe(numbered(2));
    // Moving on from Confirmed verifies nothing new: still no invoice for the early one.
    expect((await setStatus(early, 'FULFILLED')).json().invoiceNumber).toBeNull();
    expect(await invoiceNumberOf(waiting)).toBeNull();
    // Fulfilled without the Confirmed step verifies the payment too.
    expect((await setStatus(straightToFulfilled, 'FULFILLED')).json().invoiceNumber).toBe(
      numbered(3),
    );
    // Back to unverified and confirmed again, a booking keeps its one invoice.
    await setStatus(second, 'PAYMENT_SUBMITTED');
    expect((await setStatus(second, 'CONFIRMED')).json().invoiceNumber).toBe(numbered(2));
    expect((await setStatus(waiting, 'CONFIRMED')).json().invoiceNumber).toBe(numbered(4));
    const list = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookings, headers });
    const shown = Object.fromEntries(
      list
        .json()
        .bookings.map((b: { id: string; invoiceNumber: string | null }) => [b.id, b.invoiceNumber]),
    );
    expect(shown).toEqual({
      [early]: null,
      [first]: numbered(1),
      [second]: numbered(2),
      [waiting]: numbered(4),
      [straightToFulfilled]: numbered(3),
    });
  });

  it('gives many confirmations at once consecutive, unique numbers, one per booking', async () => {
    await setGstin('05ABCDE1234F1Z6');
    const ids = await newBookings(16);
    // Every booking confirmed at once, and every other one tapped twice at the same moment.
    const taps = ids.flatMap((id, i) => (i % 2 === 0 ? [id, id] : [id]));
    const answers = await Promise.all(taps.map((id) => setStatus(id, 'CONFIRMED')));
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const invoices = await t.db.kysely
      .selectFrom('invoices')
      .select(['bookingId', 'number', 'sequence'])
      .orderBy('sequence')
      .execute();
    expect(invoices.map((invoice) => invoice.number)).toEqual(ids.map((_, i) => numbered(i + 1)));
    expect(new Set(invoices.map((invoice) => invoice.bookingId))).toEqual(new Set(ids));
    // Every answer names its booking's own number.
    for (const res of answers.filter((answer) => answer.statusCode === 200)) {
      const { id, invoiceNumber } = res.json();
      expect(invoiceNumber).toBe(await invoiceNumberOf(id));
    }
    // The series goes on from there.
    const [next] = await newBookings(1);
    expect((await setStatus(next ?? '', 'CONFIRMED')).json().invoiceNumber).toBe(numbered(17));
  });

  it('starts a new series when India’s financial year turns on 1 April', async () => {
    await setGstin('05ABCDE1234F1Z6');
    const [a, b, c, d] = await newBookings(4);
    if (!a || !b || !c || !d) throw new Error('seed');
    expect((await changeAt(a, 'CONFIRMED', '2027-03-31T18:29:59.000Z')).invoiceNumber).toBe(
      numbered(1, '2026-27'),
    );
    // 18:30 UTC on 31 March is midnight in India: 1 April, the new year's first invoice.
    expect((await changeAt(b, 'CONFIRMED', '2027-03-31T18:30:00.000Z')).invoiceNumber).toBe(
      numbered(1, '2027-28'),
    );
    expect((await changeAt(c, 'CONFIRMED', '2027-04-02T06:00:00.000Z')).invoiceNumber).toBe(
      '2027-28/000002',
    );
    // A late confirmation dated in the old year continues the old series.
    expect((await changeAt(d, 'CONFIRMED', '2027-03-31T12:00:00.000Z')).invoiceNumber).toBe(
      '2026-27/000002',
    );
  });

  it('uses no number when the confirmation does not go through', async () => {
    await setGstin('05ABCDE1234F1Z6');
    const [failing, next] = await newBookings(2);
    if (!failing || !next) throw new Error('seed');
    const now = new Date('2026-11-21T06:00:00.000Z');
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await issueInvoicesOnVerifiedPayment(
          trx,
          [{ bookingId: failing, from: 'PAYMENT_SUBMITTED', to: 'CONFIRMED' }],
          now,
        );
        throw new Error('the status change failed after the number was taken');
      }),
    ).rejects.toThrow(/status change failed/);
    expect(await invoiceNumberOf(failing)).toBeNull();
    expect((await changeAt(next, 'CONFIRMED', now.toISOString())).invoiceNumber).toBe(
      '2026-27/000001',
    );
  });
});
