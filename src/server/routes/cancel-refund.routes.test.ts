import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookWithTrackingLink } from '#server/testing/appointment-bookings.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { CANCEL_API_PATHS } from '#shared/refunds/cancel-api-paths.ts';
import { CANCEL_MESSAGES } from '#shared/refunds/cancel-messages.ts';
import { addWorkingDays } from '#shared/refunds/working-days.ts';
import { indiaDay } from '#shared/site/india-time.ts';

const A = API_PATHS.admin;
let t: TestApp;
let staff: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const cancel = (token: string, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: CANCEL_API_PATHS.cancelByLink,
    payload: { token, ...(reason === undefined ? {} : { reason }) },
  });
const setStatus = (id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: A.bookingStatus(id), headers: staff, payload: { status } });
const decide = (id: string, decision: 'approve' | 'decline', note?: string) =>
  t.app.inject({
    method: 'POST',
    url: A.bookingCancellationDecision(id),
    headers: staff,
    payload: { decision, ...(note === undefined ? {} : { note }) },
  });
const recordSent = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: A.bookingRefundSent(id), headers: staff, payload });
const setSettings = (cutoffHours: number, chargeRupees: number) =>
  t.app.inject({
    method: 'PUT',
    url: A.cancellationSettings,
    headers: staff,
    payload: { cutoffHours, chargeRupees },
  });
const tracked = async (token: string) =>
  (await t.app.inject({ method: 'POST', url: API_PATHS.trackByLink, payload: { token } })).json();
const mailsOf = (kind: string) =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('kind', '=', kind as never)
    .where('channel', '=', 'email')
    .execute();
const slotBooked = async (id: string) => {
  const row = await t.db.kysely
    .selectFrom('bookings')
    .innerJoin('appointmentSlots', (join) =>
      join
        .onRef('appointmentSlots.day', '=', 'bookings.appointmentDay')
        .onRef('appointmentSlots.slot', '=', 'bookings.appointmentSlot')
        .onRef('appointmentSlots.installation', '=', 'bookings.installation'),
    )
    .select('appointmentSlots.booked')
    .where('bookings.id', '=', id)
    .executeTakeFirst();
  return row?.booked ?? 0;
};

/** A confirmed (paid) booking with a customer's request to cancel waiting. */
async function paidWithRequest(reason = 'Sold the car') {
  const { id, trackingToken } = await bookWithTrackingLink(t);
  expect((await setStatus(id, 'CONFIRMED')).statusCode).toBe(200);
  expect((await cancel(trackingToken, reason)).statusCode).toBe(200);
  return { id, token: trackingToken };
}

describe('the customer asks to cancel from the tracking link', () => {
  it('keeps one request for a double tap, with the reason, in the audit trail', async () => {
    const { id, trackingToken } = await bookWithTrackingLink(t);
    const [first, second] = await Promise.all([
      cancel(trackingToken, '  Booked twice  '),
      cancel(trackingToken, 'Booked twice'),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(first?.json().cancellation).toMatchObject({
      request: { status: 'requested', decidedAt: null, note: null },
      refund: null,
    });
    const rows = await t.db.kysely.selectFrom('cancellationRequests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bookingId: id, reason: 'Booked twice', status: 'requested' });
    const audit = await auditRecords(t.db.kysely, 'cancellation-requested');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe('customer (tracking link)');
  });

  it('refuses after the owner’s cut-off, after fitting and when already cancelled, by key', async () => {
    const { id, trackingToken } = await bookWithTrackingLink(t);
    // Every bookable appointment is within 30 days: a 720-hour cut-off has passed for all.
    expect((await setSettings(720, 0)).statusCode).toBe(200);
    const late = await cancel(trackingToken);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: CANCEL_MESSAGES.cancelTooLate,
      key: 'cancelTooLate',
    });
    expect((await tracked(trackingToken)).cancellation.cannotCancel).toBe('cancelTooLate');

    await setSettings(24, 0);
    await setStatus(id, 'FULFILLED');
    expect((await cancel(trackingToken)).json().key).toBe('cancelAfterFitting');
    await setStatus(id, 'CANCELLED');
    expect((await cancel(trackingToken)).json().key).toBe('cancelAlreadyCancelled');
    expect(await t.db.kysely.selectFrom('cancellationRequests').selectAll().execute()).toEqual([]);
  });

  it('refuses a reason too long and an unknown link, storing nothing', async () => {
    const { trackingToken } = await bookWithTrackingLink(t);
    const long = await cancel(trackingToken, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().key).toBe('cancelReasonTooLong');
    const unknown = await cancel('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom('cancellationRequests').selectAll().execute()).toEqual([]);
  });
});

describe('staff decide a request', () => {
  it('decline needs a note; the customer is told and the booking stays as it was', async () => {
    const { id, token } = await paidWithRequest();
    expect((await decide(id, 'decline')).statusCode).toBe(400);
    const res = await decide(id, 'decline', 'Your plates are already embossed.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      request: {
        status: 'declined',
        decidedBy: 'staff@hsrp.test',
        note: 'Your plates are already embossed.',
      },
      refund: null,
    });
    const order = await tracked(token);
    expect(order.status).toBe('CONFIRMED');
    expect(order.cancellation.request).toMatchObject({
      status: 'declined',
      note: 'Your plates are already embossed.',
    });
    const [mail] = await mailsOf('cancellation-decided');
    expect(mail?.textBody).toContain('Your plates are already embossed.');
    expect((await auditRecords(t.db.kysely, 'cancellation-declined')).length).toBe(1);
    // Decided already: a second decision is refused.
    expect((await decide(id, 'approve')).statusCode).toBe(409);
  });

  it('approve cancels, frees the slot and opens a refund less the owner’s charge', async () => {
    await setSettings(24, 100);
    const { id, token } = await paidWithRequest();
    const bookedBefore = await slotBooked(id);
    const res = await decide(id, 'approve');
    expect(res.statusCode).toBe(200);
    const due = addWorkingDays(indiaDay(new Date()), 7);
    expect(res.json()).toMatchObject({
      request: { status: 'approved' },
      refund: {
        amountPaise: 59_900,
        reason: 'customer',
        status: 'due',
        dueBy: due,
        overdue: false,
      },
    });
    expect(await slotBooked(id)).toBe(bookedBefore - 1);
    const order = await tracked(token);
    expect(order.status).toBe('CANCELLED');
    expect(order.history.at(-1).status).toBe('CANCELLED');
    expect(order.cancellation.refund).toEqual({
      amountPaise: 59_900,
      status: 'due',
      dueBy: due,
      sentOn: null,
      upiRef: null,
    });
    const [mail] = await mailsOf('cancellation-decided');
    expect(mail?.textBody).toContain('₹599');
    expect(mail?.textBody).toContain('₹100');
    expect((await auditRecords(t.db.kysely, 'refund-opened'))[0]?.after).toEqual({
      amountPaise: 59_900,
      reason: 'customer',
      dueBy: due,
    });
  });

  it('approving an unpaid booking cancels it with no refund', async () => {
    const { id, trackingToken } = await bookWithTrackingLink(t);
    await cancel(trackingToken);
    expect((await decide(id, 'approve')).json()).toMatchObject({ refund: null });
    expect((await tracked(trackingToken)).status).toBe('CANCELLED');
  });
});

describe('the business cancels a paid booking', () => {
  it('opens a full refund, the owner’s charge notwithstanding', async () => {
    await setSettings(24, 100);
    const { id, trackingToken } = await bookWithTrackingLink(t);
    await setStatus(id, 'CONFIRMED');
    expect((await setStatus(id, 'CANCELLED')).statusCode).toBe(200);
    const state = (
      await t.app.inject({ method: 'GET', url: A.bookingRefund(id), headers: staff })
    ).json();
    expect(state.refund).toMatchObject({ amountPaise: 69_900, reason: 'business', status: 'due' });
    // Reopened and cancelled again, it owes no second refund.
    await setStatus(id, 'CONFIRMED');
    await setStatus(id, 'CANCELLED');
    expect(await t.db.kysely.selectFrom('refunds').selectAll().execute()).toHaveLength(1);
    expect((await tracked(trackingToken)).cancellation.refund.amountPaise).toBe(69_900);
  });
});

describe('staff record a refund sent', () => {
  it('keeps the UPI reference, day and who; tells the customer; refuses a second time', async () => {
    const { id, token } = await paidWithRequest();
    await decide(id, 'approve');
    const today = indiaDay(new Date());
    const bad = await recordSent(id, { upiRef: '12345', sentOn: today });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/12-digit/);
    const future = await recordSent(id, { upiRef: '633412345678', sentOn: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    const res = await recordSent(id, { upiRef: ' 633412345678 ', sentOn: today });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({
      status: 'sent',
      upiRef: '633412345678',
      sentOn: today,
      recordedBy: 'staff@hsrp.test',
    });
    expect((await tracked(token)).cancellation.refund).toMatchObject({
      status: 'sent',
      sentOn: today,
      upiRef: '633412345678',
    });
    const [mail] = await mailsOf('refund-sent');
    expect(mail?.textBody).toContain('633412345678');
    expect(mail?.textBody).toContain('₹699');
    expect((await auditRecords(t.db.kysely, 'refund-sent'))[0]?.after).toEqual({
      status: 'sent',
      sentOn: today,
      upiRef: '633412345678',
    });
    expect((await recordSent(id, { upiRef: '633412345679', sentOn: today })).statusCode).toBe(409);
  });

  it('refuses a booking with no refund', async () => {
    const { id } = await bookWithTrackingLink(t);
    const res = await recordSent(id, { upiRef: '633412345678', sentOn: indiaDay(new Date()) });
    expect(res.statusCode).toBe(404);
  });
});

describe('the Refunds overview', () => {
  it('lists requests waiting and counts refunds due and overdue', async () => {
    const { id: waiting } = await paidWithRequest();
    const { id: approved } = await paidWithRequest();
    await decide(approved, 'approve');
    const { id: late } = await paidWithRequest();
    await decide(late, 'approve');
    await t.db.kysely
      .updateTable('refunds')
      .set({ dueBy: '2026-01-05' })
      .where('bookingId', '=', late)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: A.refunds, headers: staff });
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.counts).toEqual({ requested: 1, due: 2, overdue: 1 });
    expect(overview.requests.map((r: { bookingId: string }) => r.bookingId)).toEqual([waiting]);
    expect(overview.refunds.map((r: { bookingId: string }) => r.bookingId)).toEqual([
      late,
      approved,
    ]);
  });
});
