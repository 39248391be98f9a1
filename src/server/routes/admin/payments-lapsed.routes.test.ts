import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lapseDueHolds } from '#server/bookings/lapse-holds.ts';
import { firstActiveCentre } from '#server/repositories/fitting-centres.repository.ts';
import { ADMIN_EMAIL, signedInAdmin } from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { openDefaultSlots } from '#server/testing/booking-fixtures.ts';
import {
  APPLY,
  bookWithReference,
  FIRST_LINE,
  hdfcStatement,
  hdfcUpiNarration,
  rupees,
  tableCounts,
  uploadStatement,
} from '#server/testing/payments-desk.ts';
import { csvOf } from '#server/testing/statement-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_APPOINTMENT_RULES } from '#shared/appointments/appointment-rules.ts';
import { slotRule } from '#shared/appointments/availability.ts';
import type {
  PaymentsQueue,
  StatementApplied,
  StoredLine,
} from '#shared/payments/payment-matching.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const UTR = '412398765432';
const BOOKED_AT = new Date('2026-11-23T10:00:00.000Z');

/** A booking made on 23 Nov whose hold the lapse round ended three days later. */
async function lapsedBooking() {
  const booking = await bookWithReference(t, UTR, BOOKED_AT);
  expect(await lapseDueHolds(t.db, t.mail, new Date('2026-11-26T10:00:00.000Z'))).toBe(1);
  return booking;
}

async function applyCreditFor(booking: { priceTotal: number }): Promise<StatementApplied> {
  const file = csvOf(
    hdfcStatement([
      {
        date: '23/11/26',
        narration: hdfcUpiNarration(UTR),
        reference: UTR,
        credit: rupees(booking.priceTotal),
      },
    ]),
  );
  const res = await uploadStatement(t, headers, APPLY, file);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function unmatchedLines(): Promise<StoredLine[]> {
  const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.paymentsQueue, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as PaymentsQueue).unmatched;
}

const reopen = (lineId: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.paymentsLineReopen(lineId),
    headers,
    payload: body,
  });

async function bookingById(id: string): Promise<AdminBooking> {
  const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookings, headers });
  const found = (res.json().bookings as AdminBooking[]).find((booking) => booking.id === id);
  if (!found) throw new Error(`booking ${id} not listed`);
  return found;
}

async function placesTaken(day: string, slot: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('appointmentSlots')
    .select('booked')
    .where('day', '=', day)
    .where('installation', '=', 'home')
    .where('slot', '=', slot)
    .executeTakeFirst();
  return row?.booked ?? 0;
}

async function fillSlot(day: string, slot: string): Promise<void> {
  const capacity = slotRule(DEFAULT_APPOINTMENT_RULES, 'home', slot)?.capacity ?? 0;
  await t.db.kysely
    .insertInto('appointmentSlots')
    .values({
      centreId: (await firstActiveCentre(t.db.kysely)).id,
      day,
      installation: 'home',
      slot,
      booked: capacity,
    })
    .onConflict((oc) =>
      oc.columns(['centreId', 'day', 'installation', 'slot']).doUpdateSet({ booked: capacity }),
    )
    .execute();
}

describe('payments desk: a credit for a lapsed booking', () => {
  it('is listed as lapsed, with the booking, and counted apart', async () => {
    const booking = await lapsedBooking();
    const applied = await applyCreditFor(booking);
    expect(applied.lines).toEqual([
      expect.objectContaining({
        lineNumber: FIRST_LINE,
        outcome: 'unmatched',
        reason: 'booking-lapsed',
        upiReference: UTR,
        booking: expect.objectContaining({
          id: booking.id,
          status: 'CANCELLED',
          lapsedAt: '2026-11-26T10:00:00.000Z',
          appointment: { day: booking.appointmentDay, slot: booking.appointmentSlot },
        }),
      }),
    ]);
    expect(applied.counts).toMatchObject({ lapsed: 1, unmatched: 0, confirm: 0 });
    expect(await unmatchedLines()).toEqual([
      expect.objectContaining({
        reason: 'booking-lapsed',
        booking: expect.objectContaining({ id: booking.id }),
      }),
    ]);
    // Matching it by hand is no way round: the booking must be reopened into a slot.
    const [line] = await unmatchedLines();
    const byHand = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.paymentsLineMatch(line?.id ?? ''),
      headers,
      payload: { bookingId: booking.id },
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toMatch(/lapsed/);
  });

  it('reopens the booking into a new slot in one action: confirmed, place taken, line matched, history, audit and mail', async () => {
    const booking = await lapsedBooking();
    await applyCreditFor(booking);
    const [line] = await unmatchedLines();
    if (!line) throw new Error('no line listed');
    const [full, free] = openDefaultSlots('home', new Date()).slice(3, 5);
    if (!full || !free) throw new Error('no open slots');
    await fillSlot(full.appointmentDay, full.appointmentSlot);
    const before = await tableCounts(t);
    const placesBefore = await placesTaken(free.appointmentDay, free.appointmentSlot);

    // A full slot is refused, and nothing is stored.
    const refused = await reopen(line.id, { day: full.appointmentDay, slot: full.appointmentSlot });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('That time is full. Please pick another time.');
    // A booking with an appointment needs a new one.
    const noSlot = await reopen(line.id, {});
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().message).toBe('Please choose a new day and time for the fitting.');
    expect(await tableCounts(t)).toEqual(before);
    expect((await bookingById(booking.id)).status).toBe('CANCELLED');
    expect((await unmatchedLines()).map((l) => l.id)).toEqual([line.id]);

    const res = await reopen(line.id, { day: free.appointmentDay, slot: free.appointmentSlot });
    expect(res.statusCode).toBe(200);
    expect(res.json() as StoredLine).toMatchObject({
      id: line.id,
      state: 'matched',
      reason: null,
      decidedBy: ADMIN_EMAIL,
      // No longer lapsed; the history keeps the lapse.
      booking: { id: booking.id, status: 'CONFIRMED', lapsedAt: null },
    });
    expect(await placesTaken(free.appointmentDay, free.appointmentSlot)).toBe(placesBefore + 1);
    const reopened = await bookingById(booking.id);
    expect(reopened.status).toBe('CONFIRMED');
    expect(reopened.appointment).toMatchObject({
      day: free.appointmentDay,
      slot: free.appointmentSlot,
    });
    expect(reopened.bankLine).toMatchObject({ upiReference: UTR, lineNumber: FIRST_LINE });
    expect(reopened.history.at(-1)).toMatchObject({
      from: 'CANCELLED',
      to: 'CONFIRMED',
      by: ADMIN_EMAIL,
      note: expect.stringContaining(`Reopened after its hold lapsed: paid by line ${FIRST_LINE}`),
    });
    expect(await auditRecords(t.db.kysely, 'statement-line-reopened')).toEqual([
      expect.objectContaining({
        actorEmail: ADMIN_EMAIL,
        after: {
          state: 'matched',
          orderId: booking.orderId,
          appointment: { day: free.appointmentDay, slot: free.appointmentSlot },
        },
      }),
    ]);
    // The lapse round's entry, then the reopening's.
    expect(
      (await auditRecords(t.db.kysely, 'booking-status-changed')).map((entry) => entry.after),
    ).toEqual([
      { status: 'CANCELLED', note: 'payment not received in time' },
      { status: 'CONFIRMED', note: reopened.history.at(-1)?.note },
    ]);
    const mails = await t.db.kysely
      .selectFrom('outboxMails')
      .select('kind')
      .where('bookingId', '=', booking.id)
      .execute();
    expect(mails.map((mail) => mail.kind)).toContain('status-changed');

    // Once: the line is decided now.
    const again = await reopen(line.id, { day: free.appointmentDay, slot: free.appointmentSlot });
    expect(again.statusCode).toBe(409);
    expect(await placesTaken(free.appointmentDay, free.appointmentSlot)).toBe(placesBefore + 1);
  });

  it('reopens a booking without an appointment without a slot, and refuses one for it', async () => {
    const booking = await lapsedBooking();
    await t.db.kysely
      .updateTable('bookings')
      .set({ appointmentDay: null, appointmentSlot: null })
      .where('id', '=', booking.id)
      .execute();
    await applyCreditFor(booking);
    const [line] = await unmatchedLines();
    if (!line) throw new Error('no line listed');
    const [choice] = openDefaultSlots('home', new Date()).slice(2);
    const withSlot = await reopen(line.id, {
      day: choice?.appointmentDay ?? '',
      slot: choice?.appointmentSlot ?? '',
    });
    expect(withSlot.statusCode).toBe(400);
    const res = await reopen(line.id, {});
    expect(res.statusCode).toBe(200);
    expect((await bookingById(booking.id)).status).toBe('CONFIRMED');
  });

  it('refuses to reopen when the customer booked again with the same number', async () => {
    const booking = await lapsedBooking();
    await applyCreditFor(booking);
    const [line] = await unmatchedLines();
    const again = await bookWithReference(t, UTR, new Date());
    const [choice] = openDefaultSlots('home', new Date()).slice(6);
    const before = await tableCounts(t);
    const res = await reopen(line?.id ?? '', {
      day: choice?.appointmentDay ?? '',
      slot: choice?.appointmentSlot ?? '',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The customer booked again with this transaction number: match the line to that booking instead.',
    );
    expect(await tableCounts(t)).toEqual(before);
    expect((await bookingById(again.id)).status).toBe('PAYMENT_SUBMITTED');
  });

  it('refuses lines that are no lapsed credit', async () => {
    const booking = await bookWithReference(t, UTR, BOOKED_AT);
    const file = csvOf(
      hdfcStatement([
        {
          date: '23/11/26',
          narration: hdfcUpiNarration(UTR),
          reference: UTR,
          credit: rupees(booking.priceTotal - 1),
        },
      ]),
    );
    expect((await uploadStatement(t, headers, APPLY, file)).statusCode).toBe(200);
    const [line] = await unmatchedLines();
    const res = await reopen(line?.id ?? '', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bank line is not a payment for a lapsed booking.');
    expect((await reopen('no-such-line', {})).statusCode).toBe(404);
  });
});
