import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { csvRecords } from '#server/testing/csv.ts';
import { seedBookingIds } from '#server/testing/seed-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { issueCreditNotesOnCancellation } from './credit-notes.ts';
import { financialYearOf } from './invoice-number.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
  await saveSiteInfo(t.db.kysely, { ...DEFAULT_SITE_INFO, gstin: '05ABCDE1234F1Z6' }, 'owner');
});
afterEach(async () => {
  await t.close();
});

/** `count` new bookings waiting for their payment to be verified: their ids, oldest first. */
const newBookings = (count: number) => seedBookingIds(t, count);

const setStatus = (id: string, status: BookingStatus) =>
  t.app.inject({
    method: 'PATCH',
    url: API_PATHS.admin.bookingStatus(id),
    headers,
    payload: { status },
  });

const year = financialYearOf(new Date());
const invoiceNo = (n: number) => `${year}/${String(n).padStart(6, '0')}`;
const creditNoteNo = (n: number) => `CN/${year}/${String(n).padStart(4, '0')}`;

const creditNotes = () =>
  t.db.kysely
    .selectFrom('creditNotes')
    .select(['number', 'invoiceNumber', 'bookingId', 'sequence'])
    .orderBy('sequence')
    .execute();

describe('credit notes on cancellation', () => {
  it('cancels an invoiced booking’s invoice once; a booking never invoiced gets none', async () => {
    const [invoiced, unverified] = await newBookings(2);
    if (!invoiced || !unverified) throw new Error('seed');
    expect((await setStatus(invoiced, 'CONFIRMED')).json().invoiceNumber).toBe(invoiceNo(1));
    expect((await setStatus(invoiced, 'CANCELLED')).statusCode).toBe(200);
    expect((await setStatus(unverified, 'CANCELLED')).statusCode).toBe(200);
    // A second tap on Cancelled is refused, and issues nothing.
    expect((await setStatus(invoiced, 'CANCELLED')).statusCode).toBe(409);
    expect(await creditNotes()).toEqual([
      { number: creditNoteNo(1), invoiceNumber: invoiceNo(1), bookingId: invoiced, sequence: 1 },
    ]);
    expect(creditNoteNo(1)).toHaveLength(15);
  });

  it('gives a booking reopened after its credit note a new invoice, and its next cancellation a new note', async () => {
    const [id, other] = await newBookings(2);
    if (!id || !other) throw new Error('seed');
    await setStatus(id, 'CONFIRMED');
    await setStatus(id, 'CANCELLED');
    await setStatus(other, 'CONFIRMED');
    // Reopened: the first invoice is cancelled by its note, so GST wants a new one in the series.
    expect((await setStatus(id, 'CONFIRMED')).json().invoiceNumber).toBe(invoiceNo(3));
    await setStatus(id, 'FULFILLED');
    await setStatus(id, 'CANCELLED');
    expect((await creditNotes()).map((note) => [note.number, note.invoiceNumber])).toEqual([
      [creditNoteNo(1), invoiceNo(1)],
      [creditNoteNo(2), invoiceNo(3)],
    ]);
  });

  it('lists invoice and credit note numbers and amounts in the bookings export', async () => {
    const [reopened, plain] = await newBookings(2);
    if (!reopened || !plain) throw new Error('seed');
    await setStatus(reopened, 'CONFIRMED');
    await setStatus(reopened, 'CANCELLED');
    await setStatus(reopened, 'CONFIRMED');
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookingsCsv, headers });
    expect(res.statusCode).toBe(200);
    const records = csvRecords(res.body);
    const orderOf = async (id: string) =>
      (
        await t.db.kysely
          .selectFrom('bookings')
          .select('orderId')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).orderId;
    const reopenedOrder = await orderOf(reopened);
    expect(records.find((r) => r['Order ID'] === reopenedOrder)).toMatchObject({
      'Taxable value (INR)': '592',
      'Total (INR)': '699',
      'Invoice numbers': `${invoiceNo(1)}; ${invoiceNo(2)}`,
      'Invoiced (INR)': '1398',
      'Credit note numbers': creditNoteNo(1),
      'Credited (INR)': '699',
    });
    const plainOrder = await orderOf(plain);
    expect(records.find((r) => r['Order ID'] === plainOrder)).toMatchObject({
      'Invoice numbers': '',
      'Credit note numbers': '',
      'Credited (INR)': '0',
    });
  });

  it('numbers 20 cancellations at once without a gap or a repeat', async () => {
    const ids = await newBookings(20);
    for (const id of ids) await setStatus(id, 'CONFIRMED');
    // Every booking cancelled at once, and every fourth one tapped twice at the same moment.
    const taps = ids.flatMap((id, i) => (i % 4 === 0 ? [id, id] : [id]));
    const answers = await Promise.all(taps.map((id) => setStatus(id, 'CANCELLED')));
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const notes = await creditNotes();
    expect(notes.map((note) => note.number)).toEqual(ids.map((_, i) => creditNoteNo(i + 1)));
    expect(new Set(notes.map((note) => note.bookingId))).toEqual(new Set(ids));
    expect(new Set(notes.map((note) => note.invoiceNumber)).size).toBe(20);
  });

  it('uses no number when the cancellation does not go through', async () => {
    const [failing, next] = await newBookings(2);
    if (!failing || !next) throw new Error('seed');
    await setStatus(failing, 'CONFIRMED');
    await setStatus(next, 'CONFIRMED');
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await issueCreditNotesOnCancellation(
          trx,
          [{ bookingId: failing, from: 'CONFIRMED', to: 'CANCELLED' }],
          new Date(),
        );
        throw new Error('the status change failed after the number was taken');
      }),
    ).rejects.toThrow(/status change failed/);
    expect(await creditNotes()).toEqual([]);
    await setStatus(next, 'CANCELLED');
    expect((await creditNotes()).map((note) => note.number)).toEqual([creditNoteNo(1)]);
  });
});
