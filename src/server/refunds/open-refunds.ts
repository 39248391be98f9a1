import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type AuditActor, recordAudits } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import {
  decideOpenRequests,
  listBookingsWithApprovedRequest,
} from '#server/repositories/cancellation-requests.repository.ts';
import { getCancellationSettings } from '#server/repositories/cancellation-settings.repository.ts';
import {
  insertRefunds,
  listRefundedBookingIds,
  type RefundRow,
} from '#server/repositories/refunds.repository.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { wasPaid } from '#shared/refunds/cancellation-rules.ts';
import { REFUND_WORKING_DAYS } from '#shared/refunds/refund-states.ts';
import { addWorkingDays } from '#shared/refunds/working-days.ts';
import { indiaDay } from '#shared/site/india-time.ts';

/** A booking as it was before a status change, and the status it changes to. */
export interface CancellingChange {
  booking: BookingRow;
  to: BookingStatus;
}

/**
 * What a cancellation owes the customer, in the transaction of the status change (every status
 * change passes through changeStatusesInTransaction, which calls this): a request still waiting
 * is settled as approved (staff cancelled the booking themselves), and a booking whose payment
 * was verified (CONFIRMED or FULFILLED) gets a refund due in 7 working days. The owner's charge
 * is kept only when the customer asked to cancel; when the business cancels, the refund is the
 * whole price (decision 0048). One refund per booking: a booking reopened and cancelled again
 * owes nothing more.
 */
export async function openRefundsOnCancellation(
  trx: Kysely<Database>,
  actor: AuditActor,
  changes: readonly CancellingChange[],
  now: Date,
): Promise<RefundRow[]> {
  const cancelled = changes.filter((change) => change.to === 'CANCELLED');
  if (cancelled.length === 0) return [];
  const at = now.toISOString();
  await decideOpenRequests(
    trx,
    cancelled.map(({ booking }) => booking.id),
    { status: 'approved', decidedAt: at, decidedBy: actor.email, note: null },
  );
  const paid = cancelled.filter(({ booking }) => wasPaid(booking.status));
  if (paid.length === 0) return [];
  const ids = paid.map(({ booking }) => booking.id);
  const refunded = await listRefundedBookingIds(trx, ids);
  const asked = await listBookingsWithApprovedRequest(trx, ids);
  const { chargeRupees } = await getCancellationSettings(trx);
  const dueBy = addWorkingDays(indiaDay(now), REFUND_WORKING_DAYS);
  const refunds: RefundRow[] = paid.flatMap(({ booking }) => {
    if (refunded.has(booking.id)) return [];
    const paidPaise = booking.priceTotal * 100;
    const reason = asked.has(booking.id) ? 'customer' : 'business';
    const charge = reason === 'customer' ? Math.min(chargeRupees * 100, paidPaise) : 0;
    // A charge as large as the price leaves nothing to pay back.
    if (paidPaise - charge <= 0) return [];
    return [
      {
        id: randomUUID(),
        bookingId: booking.id,
        amountPaise: paidPaise - charge,
        reason,
        dueBy,
        status: 'due',
        openedAt: at,
        openedBy: actor.email,
        sentAt: null,
        upiRef: null,
        recordedBy: null,
        recordedAt: null,
        bankSeenAt: null,
        statementLineId: null,
      },
    ];
  });
  await insertRefunds(trx, refunds);
  const orderOf = new Map(paid.map(({ booking }) => [booking.id, booking.orderId]));
  await recordAudits(
    trx,
    actor,
    refunds.map((refund) => ({
      kind: 'refund-opened',
      subject: orderOf.get(refund.bookingId) ?? refund.bookingId,
      after: { amountPaise: refund.amountPaise, reason: refund.reason, dueBy: refund.dueBy },
    })),
    now,
  );
  return refunds;
}
