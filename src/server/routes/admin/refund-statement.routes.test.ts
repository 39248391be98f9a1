import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookWithTrackingLink } from '#server/testing/appointment-bookings.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { hdfcStatement, rupees, uploadStatement } from '#server/testing/payments-desk.ts';
import { csvOf } from '#server/testing/statement-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { StatementApplied } from '#shared/payments/payment-matching.ts';
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

const TODAY = indiaDay(new Date());
/** dd/mm/yy, as HDFC writes dates. */
const hdfcDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;
/** A UPI payment out as HDFC writes it: the payee's name, VPA, IFSC, the reference, the note. */
const paidOutNarration = (utr: string, name = 'ASHA VERMA') =>
  `UPI-${name}-asha@okaxis-SBIN0001234-${utr}-REFUND HSRP`;

/** A paid booking the business cancelled, its full refund recorded as sent with `upiRef`. */
async function sentRefund(upiRef: string, fullName = 'Asha Verma') {
  const { id } = await bookWithTrackingLink(t, { fullName });
  const status = (s: string) =>
    t.app.inject({
      method: 'PATCH',
      url: A.bookingStatus(id),
      headers: staff,
      payload: { status: s },
    });
  await status('CONFIRMED');
  await status('CANCELLED');
  const sent = await t.app.inject({
    method: 'POST',
    url: A.bookingRefundSent(id),
    headers: staff,
    payload: { upiRef, sentOn: TODAY },
  });
  expect(sent.statusCode).toBe(200);
  return id;
}

const applyDebits = async (lines: { narration: string; reference: string; amount: number }[]) => {
  const file = csvOf(
    hdfcStatement(
      lines.map(({ narration, reference, amount }) => ({
        date: hdfcDate(TODAY),
        narration,
        reference,
        debit: rupees(amount),
      })),
    ),
  );
  const res = await uploadStatement(t, staff, A.paymentsApply, file);
  expect(res.statusCode).toBe(200);
  return res.json() as StatementApplied;
};

const refundOf = (bookingId: string) =>
  t.db.kysely
    .selectFrom('refunds')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .executeTakeFirstOrThrow();

describe('a later statement shows a sent refund leaving the account', () => {
  it('by the refund’s UPI reference and amount: the refund is seen by the bank, the line kept', async () => {
    const id = await sentRefund('633412345678');
    const applied = await applyDebits([
      { narration: paidOutNarration('633412345678'), reference: '633412345678', amount: 699 },
    ]);
    expect(applied.lines.map((line) => line.outcome)).toEqual(['refund-seen']);
    expect(applied.counts.refundSeen).toBe(1);
    expect(applied.counts.paidOut).toBe(0);
    const refund = await refundOf(id);
    expect(refund.bankSeenAt).not.toBeNull();
    const line = await t.db.kysely
      .selectFrom('statementLines')
      .selectAll()
      .where('id', '=', refund.statementLineId ?? '')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      direction: 'debit',
      state: 'refund',
      bookingId: id,
      upiReference: '633412345678',
      amountPaise: 69_900,
    });
    expect(await auditRecords(t.db.kysely, 'refund-seen-by-bank')).toHaveLength(1);
  });

  it('by the payer’s name and amount within days when the typed reference was wrong', async () => {
    const id = await sentRefund('633412345600');
    await applyDebits([
      { narration: paidOutNarration('633499999999'), reference: '633499999999', amount: 699 },
    ]);
    expect((await refundOf(id)).bankSeenAt).not.toBeNull();
  });

  it('not by another amount, nor by a name two refunds of that amount share', async () => {
    const first = await sentRefund('633412345601');
    const second = await sentRefund('633412345602');
    const applied = await applyDebits([
      { narration: paidOutNarration('633412345601'), reference: '633412345601', amount: 500 },
      { narration: paidOutNarration('633488888888'), reference: '633488888888', amount: 699 },
    ]);
    expect(applied.counts.refundSeen).toBe(0);
    expect(applied.counts.paidOut).toBe(2);
    expect((await refundOf(first)).bankSeenAt).toBeNull();
    expect((await refundOf(second)).bankSeenAt).toBeNull();
  });
});
