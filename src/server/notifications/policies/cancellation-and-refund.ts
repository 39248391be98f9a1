import type { Kysely } from 'kysely';
import { fillText } from '#server/catalogues/customer-texts.ts';
import type { Database } from '#server/db/schema.ts';
import { newSecretPlaceholder } from '#server/mail/mail-secret.ts';
import type { MailContent } from '#server/mail/templates/mail-layout.ts';
import { cancellationDecidedMail, refundSentMail } from '#server/mail/templates/refund-mails.ts';
import { CANCELLATION_DECISION_WORDS } from '#server/messaging/text-templates/cancellation-decided.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import type { RefundRow } from '#server/repositories/refunds.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { formatRupees } from '#shared/format/money.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import { trackingLinkInMail } from '../booking-mail-parts.ts';
import { customerMailLanguage } from '../customer-language.ts';
import { byEmail, type Notice } from '../notice.ts';
import type { CancellationDecided, RefundSent } from '../notification-events.ts';
import type { NotifyContext, Policy } from '../policy.ts';
import { textNotices } from '../text-notices.ts';

const newsOf = (row: RefundRow, chargePaise = 0) => ({
  amountPaise: row.amountPaise,
  chargePaise,
  dueBy: row.dueBy,
  sentOn: row.sentAt,
  upiRef: row.upiRef,
});

/** The customer's mail (with a tracking link of its own) and texts, in their language. */
async function tellCustomer(
  trx: Kysely<Database>,
  row: BookingRow,
  mailKind: MailKind,
  content: (booking: Booking, link: string) => MailContent,
  text: Parameters<typeof textNotices>[1][number]['kind'],
  params: (link: string) => string[],
  context: NotifyContext,
  now: Date,
): Promise<Notice[]> {
  const booking = toBooking(row);
  const placeholder = newSecretPlaceholder();
  const [token = ''] = await issueTrackingLinks(trx, [row.id], now);
  const mail: Notice = {
    audience: 'customer',
    message: byEmail(
      mailKind,
      booking.email,
      content(booking, trackingLinkInMail(context.publicUrl, placeholder)),
      {
        bookingId: row.id,
        secret: { value: token, placeholder },
      },
    ),
  };
  const texts = await textNotices(
    trx,
    [{ kind: text, mailKind, bookingId: row.id, booking, params }],
    context,
    now,
  );
  return [mail, ...texts];
}

/** The customer hears of staff's decision either way, by mail and text, in their language. */
export const cancellationDecided: Policy<CancellationDecided> = async (
  trx,
  event,
  context,
  now,
) => {
  const site = await getSiteInfo(trx);
  const language = customerMailLanguage(toBooking(event.booking));
  const words = CANCELLATION_DECISION_WORDS[language];
  const decision = event.approved
    ? words.approved
    : fillText(words.declined, { note: event.note ?? '' });
  const refund = event.refund ? newsOf(event.refund.row, event.refund.chargePaise) : null;
  return tellCustomer(
    trx,
    event.booking,
    'cancellation-decided',
    (booking, link) =>
      cancellationDecidedMail(
        booking,
        { approved: event.approved, note: event.note, refund },
        site,
        link,
        language,
      ),
    'cancellation_decided',
    (link) => [event.booking.orderId, decision, link],
    context,
    now,
  );
};

/** The customer hears their refund was sent, with its UPI reference to quote to their bank. */
export const refundSent: Policy<RefundSent> = async (trx, event, context, now) => {
  const site = await getSiteInfo(trx);
  const language = customerMailLanguage(toBooking(event.booking));
  const { refund } = event;
  return tellCustomer(
    trx,
    event.booking,
    'refund-sent',
    (booking, link) => refundSentMail(booking, newsOf(refund), site, link, language),
    'refund_sent',
    (link) => [
      event.booking.orderId,
      formatRupees(refund.amountPaise / 100),
      refund.upiRef ?? '',
      link,
    ],
    context,
    now,
  );
};
