import { customerTexts, fillText, supportHoursIn } from '#server/catalogues/customer-texts.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import type { Locale } from '#shared/site/locale.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { orderNumberLine } from './customer-mail-parts.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

/**
 * To the customer whose unverified booking lapsed, in their language: cancelled, the place given
 * back, how to put a real payment right, and a link to book again.
 */
export function holdLapsedMail(
  booking: Booking,
  holdUntil: string,
  site: SiteInfo,
  links: { track: string; bookAgain: string },
  locale: Locale,
): MailContent {
  const texts = customerTexts(locale);
  const t = texts.holdLapsed;
  const subject = fillText(t.subject, { orderId: booking.orderId, reason: t.reason });
  const dear = fillText(texts.mail.dear, { name: booking.fullName });
  const news = fillText(t.news, { when: formatIndiaWeekdayTime(holdUntil, locale) });
  const ifPaid = fillText(t.ifPaid, {
    hours: supportHoursIn(texts, site),
    txnId: booking.txnId,
  });
  const text = [
    dear,
    '',
    news,
    ifPaid,
    t.bookAgainHint,
    links.bookAgain,
    '',
    orderNumberLine(texts, booking.orderId),
    `${t.yourOrder}: ${links.track}`,
    '',
    textFooter(site, locale),
  ].join('\n');
  const body = html`<p>${dear}</p>
<p>${news}</p><p>${ifPaid}</p>
<p><a href="${links.bookAgain}" style="color:#1d4ed8;font-weight:bold">${t.bookAgain}</a></p>
<p>${texts.mail.orderNumber}: <strong>${booking.orderId}</strong> · <a href="${links.track}" style="color:#1d4ed8">${t.yourOrder}</a></p>`;
  return { subject, text, html: mailPage(subject, body, site, locale) };
}
