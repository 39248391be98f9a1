import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { findRefundByBookingId, markRefundSent } from '#server/repositories/refunds.repository.ts';
import type { RecordRefundSent } from '#shared/refunds/admin-refunds.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { findBookingOr404 } from './refund-views.ts';

export const REFUND_ALREADY_SENT = 'This refund is already recorded as sent. Please refresh.';

/**
 * Staff record the refund as paid back by UPI: its 12-digit reference (the RRN the UPI app shows),
 * the India day it went, and who recorded it. The customer is told, in their language.
 */
export async function recordRefundSent(
  db: Kysely<Database>,
  bookingId: string,
  sent: RecordRefundSent,
  actor: AuditActor,
  mail: MailContext,
  now: Date,
): Promise<void> {
  if (sent.sentOn > indiaDay(now)) {
    throw new HttpError(400, 'The day the refund was sent cannot be in the future.', {
      sentOn: 'The day the refund was sent cannot be in the future.',
    });
  }
  await db.transaction().execute(async (trx) => {
    const booking = await findBookingOr404(trx, bookingId);
    const refund = await findRefundByBookingId(trx, bookingId);
    if (!refund) throw new HttpError(404, 'This booking has no refund to record.');
    if (sent.sentOn < indiaDay(new Date(refund.openedAt))) {
      throw new HttpError(400, 'The refund cannot have been sent before it was opened.', {
        sentOn: 'The refund cannot have been sent before it was opened.',
      });
    }
    const updated = await markRefundSent(trx, refund.id, {
      sentAt: sent.sentOn,
      upiRef: sent.upiRef,
      recordedBy: actor.email,
      recordedAt: now.toISOString(),
    });
    if (!updated) throw new HttpError(409, REFUND_ALREADY_SENT);
    await recordAudit(
      trx,
      actor,
      {
        kind: 'refund-sent',
        subject: booking.orderId,
        before: { status: 'due', amountPaise: refund.amountPaise },
        after: { status: 'sent', sentOn: sent.sentOn, upiRef: sent.upiRef },
      },
      now,
    );
    await notify(trx, { type: 'refund-sent', booking, refund: updated }, mail, now);
  });
}
