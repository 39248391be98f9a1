import { LAPSE_REASON } from '#server/holds/lapse-reason.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { html } from './html.ts';
import { type MailContent, mailPage, textFooter } from './mail-layout.ts';

/**
 * To the customer whose unverified booking lapsed: cancelled, the place given back, how to put
 * a real payment right, and a link to book again. In English, then Hindi.
 */
export function holdLapsedMail(
  booking: Booking,
  holdUntil: string,
  site: SiteInfo,
  links: { track: string; bookAgain: string },
): MailContent {
  const subject = `Your booking ${booking.orderId} is cancelled: ${LAPSE_REASON}`;
  const en = [
    `We held your place until ${formatIndiaWeekdayTime(holdUntil, 'en')} (India time), but we could not verify a payment for this booking by then, so it is cancelled and its fitting time is free for others.`,
    `If you did pay, please call us (${site.supportHours}) quoting your order number and transaction number ${booking.txnId}.`,
    'To book again, choose a new time here:',
  ];
  const hi = [
    `हमने आपकी जगह ${formatIndiaWeekdayTime(holdUntil, 'hi')} (भारतीय समय) तक रखी, पर तब तक इस बुकिंग का भुगतान सत्यापित नहीं हो सका, इसलिए यह रद्द कर दी गई है और इसका फिटिंग समय दूसरों के लिए खुल गया है।`,
    `अगर आपने भुगतान किया है, तो कृपया अपना ऑर्डर नंबर और ट्रांज़ैक्शन नंबर ${booking.txnId} बताकर हमें कॉल करें (${site.supportHours})।`,
    'दोबारा बुक करने के लिए यहाँ नया समय चुनें:',
  ];
  const text = [
    `Dear ${booking.fullName},`,
    '',
    ...en,
    links.bookAgain,
    '',
    ...hi,
    links.bookAgain,
    '',
    `Order number: ${booking.orderId}`,
    `Your order: ${links.track}`,
    '',
    textFooter(site),
  ].join('\n');
  const body = html`<p>Dear ${booking.fullName},</p>
<p>${en[0]}</p><p>${en[1]}</p>
<p><a href="${links.bookAgain}" style="color:#1d4ed8;font-weight:bold">Book again</a></p>
<p lang="hi">${hi[0]}</p><p lang="hi">${hi[1]}</p>
<p lang="hi"><a href="${links.bookAgain}" style="color:#1d4ed8;font-weight:bold">दोबारा बुक करें</a></p>
<p>Order number: <strong>${booking.orderId}</strong> · <a href="${links.track}" style="color:#1d4ed8">Your order</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
