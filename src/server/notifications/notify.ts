import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { queueNotices } from './notice.ts';
import type { NotificationEvent, NotificationType } from './notification-events.ts';
import { appointmentMoved } from './policies/appointment-moved.ts';
import { appointmentRemindersDue } from './policies/appointment-reminders-due.ts';
import { bookingCreated } from './policies/booking-created.ts';
import { bookingStatusChanged } from './policies/booking-status-changed.ts';
import { cancellationDecided, refundSent } from './policies/cancellation-and-refund.ts';
import { complaintReceived, complaintReplied } from './policies/complaints.ts';
import { holdsLapsed } from './policies/holds-lapsed.ts';
import { leadReceived } from './policies/lead-received.ts';
import { passwordResetRequested } from './policies/password-reset-requested.ts';
import { payeeChanged } from './policies/payee-changed.ts';
import { staffInvited } from './policies/staff-invited.ts';
import type { NotifyContext, Policy } from './policy.ts';

/** The policy of each event type: TypeScript names a type left without one. */
const POLICIES: { [Type in NotificationType]: Policy<Extract<NotificationEvent, { type: Type }>> } =
  {
    'booking-created': bookingCreated,
    'booking-status-changed': bookingStatusChanged,
    'appointment-moved': appointmentMoved,
    'appointment-reminders-due': appointmentRemindersDue,
    'holds-lapsed': holdsLapsed,
    'password-reset-requested': passwordResetRequested,
    'staff-invited': staffInvited,
    'payee-changed': payeeChanged,
    'lead-received': leadReceived,
    'complaint-received': complaintReceived,
    'complaint-replied': complaintReplied,
    'cancellation-decided': cancellationDecided,
    'refund-sent': refundSent,
  };

/** What telling an event came to, for the caller's answer. */
export interface Notified {
  /**
   * Whether a mail to a customer was queued (a receipt past its cap is not): the page says "we
   * mailed you", so a WhatsApp or SMS message alone does not count.
   */
  customerMailed: boolean;
}

/**
 * The domain's one way to say what happened: the event's policy decides who hears of it, by
 * which channel and in which language, and its messages go to the outbox in `trx`, the
 * transaction of the change itself. Rolled back with the change, they are never sent; committed,
 * the outbox worker delivers each once.
 */
export async function notify(
  trx: Kysely<Database>,
  event: NotificationEvent,
  context: NotifyContext,
  now: Date,
): Promise<Notified> {
  // The table pairs each type with its policy; TypeScript cannot follow `event` into it alone.
  const policy = POLICIES[event.type] as Policy<NotificationEvent>;
  const notices = await policy(trx, event, context, now);
  await queueNotices(trx, notices, now);
  const customerMailed = notices.some(
    ({ audience, message }) => audience === 'customer' && message.channel === 'email',
  );
  return { customerMailed };
}
