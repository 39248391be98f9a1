import { customerTexts, fillText, supportHoursIn } from '#server/catalogues/customer-texts.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { formatDay } from '#shared/format/dates.ts';
import { formatRupees } from '#shared/format/money.ts';
import type { Locale } from '#shared/site/locale.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { orderNumberLine } from './customer-mail-parts.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

/** A refund as a customer's mail tells it. */
export interface RefundNews {
  amountPaise: number;
  /** Kept by the owner's policy (paise); 0 when none. */
  chargePaise: number;
  dueBy: string;
  sentOn: string | null;
  upiRef: string | null;
}

const rupees = (paise: number) => formatRupees(paise / 100);

function mail(
  subject: string,
  paragraphs: string[],
  booking: Booking,
  site: SiteInfo,
  trackUrl: string,
  locale: Locale,
): MailContent {
  const texts = customerTexts(locale);
  const dear = fillText(texts.mail.dear, { name: booking.fullName });
  const text = [
    dear,
    '',
    ...paragraphs,
    '',
    orderNumberLine(texts, booking.orderId),
    `${texts.mail.followOrder}: ${trackUrl}`,
    '',
    textFooter(site, locale),
  ].join('\n');
  const body = html`<p>${dear}</p>${paragraphs.map((p) => html`<p>${p}</p>`)}<p>${texts.mail.orderNumber}: <strong>${booking.orderId}</strong></p><p><a href="${trackUrl}" style="color:#1d4ed8">${texts.mail.followOrder}</a></p>`;
  return { subject, text, html: mailPage(subject, body, site, locale) };
}

/** Staff decided the customer's request to cancel: approved (with the refund owed) or declined. */
export function cancellationDecidedMail(
  booking: Booking,
  decision: { approved: boolean; note: string | null; refund: RefundNews | null },
  site: SiteInfo,
  trackUrl: string,
  locale: Locale,
): MailContent {
  const t = customerTexts(locale).refunds;
  const { orderId } = booking;
  if (!decision.approved) {
    return mail(
      fillText(t.declinedSubject, { orderId }),
      [
        fillText(t.declined, { note: decision.note ?? '' }),
        fillText(t.declinedHelp, { hours: supportHoursIn(customerTexts(locale), site) }),
      ],
      booking,
      site,
      trackUrl,
      locale,
    );
  }
  const { refund } = decision;
  const refundLines = refund
    ? [
        fillText(t.refundDue, {
          amount: rupees(refund.amountPaise),
          day: formatDay(refund.dueBy, locale),
        }),
        ...(refund.chargePaise > 0
          ? [fillText(t.refundCharge, { charge: rupees(refund.chargePaise) })]
          : []),
      ]
    : [];
  return mail(
    fillText(t.approvedSubject, { orderId }),
    [t.approved, ...refundLines],
    booking,
    site,
    trackUrl,
    locale,
  );
}

/** Staff recorded the refund as paid by UPI. */
export function refundSentMail(
  booking: Booking,
  refund: RefundNews,
  site: SiteInfo,
  trackUrl: string,
  locale: Locale,
): MailContent {
  const t = customerTexts(locale).refunds;
  return mail(
    fillText(t.sentSubject, { orderId: booking.orderId }),
    [
      fillText(t.sent, {
        amount: rupees(refund.amountPaise),
        day: formatDay(refund.sentOn ?? refund.dueBy, locale),
        upiRef: refund.upiRef ?? '',
      }),
      t.sentHelp,
    ],
    booking,
    site,
    trackUrl,
    locale,
  );
}
