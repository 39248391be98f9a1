import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { findBookingOr404 } from '#server/refunds/refund-views.ts';
import {
  decideOpenRequests,
  findOpenCancellationRequest,
} from '#server/repositories/cancellation-requests.repository.ts';
import { findRefundByBookingId } from '#server/repositories/refunds.repository.ts';
import type { DecideCancellation } from '#shared/refunds/admin-refunds.ts';
import { changeStatusesInTransaction } from './admin-bookings.ts';

export const NO_OPEN_REQUEST =
  'This booking has no cancellation request waiting (it may have been decided just now). Please refresh.';

/**
 * Staff approve or decline a customer's request to cancel, with a note. Approving cancels the
 * booking through changeStatusesInTransaction (the slot is freed, a paid booking's refund is
 * opened there, less the owner's charge); either way the customer is told, in one transaction.
 */
export async function decideCancellation(
  db: Kysely<Database>,
  bookingId: string,
  { decision, note }: DecideCancellation,
  actor: AuditActor,
  mail: MailContext,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const booking = await findBookingOr404(trx, bookingId);
    const request = await findOpenCancellationRequest(trx, bookingId);
    if (!request) throw new HttpError(409, NO_OPEN_REQUEST);
    const approved = decision === 'approve';
    const [decided] = await decideOpenRequests(trx, [bookingId], {
      status: approved ? 'approved' : 'declined',
      decidedAt: now.toISOString(),
      decidedBy: actor.email,
      note: note || null,
    });
    if (!decided) throw new HttpError(409, NO_OPEN_REQUEST);
    await recordAudit(
      trx,
      actor,
      {
        kind: approved ? 'cancellation-approved' : 'cancellation-declined',
        subject: booking.orderId,
        before: { status: 'requested', reason: request.reason },
        after: { status: decided.status, ...(note ? { note } : {}) },
      },
      now,
    );
    let cancelled = booking;
    if (approved && booking.status !== 'CANCELLED') {
      const [row] = await changeStatusesInTransaction(
        trx,
        actor,
        [{ bookingId, status: 'CANCELLED', note: 'Cancelled at the customer’s request' }],
        mail,
        now,
      );
      cancelled = row ?? booking;
    }
    const refund = approved ? await findRefundByBookingId(trx, bookingId) : undefined;
    await notify(
      trx,
      {
        type: 'cancellation-decided',
        booking: cancelled,
        approved,
        note: note || null,
        refund:
          refund && refund.openedAt === now.toISOString()
            ? {
                row: refund,
                // What the owner's charge kept (nothing when the business cancelled).
                chargePaise: cancelled.priceTotal * 100 - refund.amountPaise,
              }
            : null,
      },
      mail,
      now,
    );
  });
}
