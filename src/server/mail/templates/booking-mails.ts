import {
  type CustomerTexts,
  customerTexts,
  fillText,
  supportHoursIn,
} from '#server/catalogues/customer-texts.ts';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import type { Booking } from '#shared/booking/booking.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { centreAddressLine } from '#shared/centres/fitting-centre.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { showsTax } from '#shared/pricing/price.ts';
import type { Locale } from '#shared/site/locale.ts';
import { DELIVERY_WORKING_DAYS, type SiteInfo } from '#shared/site/site-info.ts';
import {
  appointmentLine,
  centreLines,
  fittedItem,
  orderNumberLine,
} from './customer-mail-parts.ts';
import { html } from './html.ts';
import { detailRows, type MailContent, mailPage, textFooter } from './mail-layout.ts';

/** The order and what was paid, in `texts`' language (the office's notice reads them in English). */
function orderRows(booking: Booking, texts: CustomerTexts): [string, string][] {
  const { price } = booking;
  const { rows } = texts.bookingReceived;
  return [
    [texts.mail.orderNumber, booking.orderId],
    [rows.service, texts.names.services[booking.service]],
    [rows.vehicle, texts.names.vehicleTypes[booking.vehicleType]],
    [rows.registrationNumber, booking.regNumber],
    [rows.installation, texts.names.installation[booking.installation]],
    [rows.subtotal, formatRupees(price.base)],
    [rows.serviceCharges, formatRupees(price.serviceCharge)],
    ...(price.homeCharge
      ? [[rows.homeCharge, formatRupees(price.homeCharge)] as [string, string]]
      : []),
    // GST on both lines above (decision 0049); no tax line from a business without a GSTIN.
    ...(showsTax(price)
      ? [
          [fillText(rows.gst, { pct: formatPercent(price.gstPct) }), formatRupees(price.gst)] as [
            string,
            string,
          ],
        ]
      : []),
    [rows.totalPaid, formatRupees(price.total)],
    [rows.transactionNumber, booking.txnId],
  ];
}

/** What happens next; the last step is the fitting appointment, or our call for older bookings. */
function nextSteps(booking: Booking, texts: CustomerTexts, locale: Locale): string[] {
  const { stepVerify, stepQueued, stepCall } = texts.bookingReceived;
  const last = booking.appointment
    ? appointmentLine(texts, locale, booking.appointment, booking.installation)
    : fillText(stepCall, { item: fittedItem(texts, booking), days: DELIVERY_WORKING_DAYS });
  return [stepVerify, stepQueued, last];
}

/**
 * To the customer, in their language: we have their payment details, until when their place is
 * held while we check the payment (`holdUntil`, null on bookings without a hold), and what
 * happens next.
 */
export function bookingReceivedMail(
  booking: FittedBooking,
  site: SiteInfo,
  trackUrl: string,
  holdUntil: string | null,
  locale: Locale,
): MailContent {
  const texts = customerTexts(locale);
  const t = texts.bookingReceived;
  const subject = fillText(t.subject, { orderId: booking.orderId });
  const dear = fillText(texts.mail.dear, { name: booking.fullName });
  const rows = detailRows(orderRows(booking, texts));
  const steps = nextSteps(booking, texts, locale);
  const centre = centreLines(texts, booking);
  const hold = holdUntil
    ? fillText(t.heldUntil, { when: formatIndiaWeekdayTime(holdUntil, locale) })
    : undefined;
  const questions = fillText(texts.mail.questions, { hours: supportHoursIn(texts, site) });
  const text = [
    dear,
    '',
    t.thanks,
    ...(hold ? ['', hold] : []),
    '',
    rows.text,
    '',
    `${t.whatNext}:`,
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    ...centre.text,
    '',
    `${texts.mail.followOrder}: ${trackUrl}`,
    `(${t.keepLinkPrivate})`,
    questions,
    '',
    textFooter(site, locale),
  ].join('\n');
  const body = html`<p>${dear}</p>
<p>${t.thanks}</p>
${hold ? html`<p><strong>${hold}</strong></p>` : ''}
${rows.html}
<p style="font-weight:bold;margin-bottom:4px">${t.whatNext}</p>
<ol style="margin-top:0">${steps.map((step) => html`<li>${step}</li>`)}</ol>
${centre.html}
<p><a href="${trackUrl}" style="color:#1d4ed8;font-weight:bold">${texts.mail.followOrder}</a> (${t.keepLinkPrivate})</p>
<p>${questions}</p>`;
  return { subject, text, html: mailPage(subject, body, site, locale) };
}

/** To the business: a new booking to verify, with a link to it in the admin area. */
export function newBookingAdminMail(
  booking: FittedBooking,
  adminLink: string,
  site: SiteInfo,
): MailContent {
  const duplicate = booking.duplicateTxn
    ? 'WARNING: another booking already carries this transaction number. Check the payment.'
    : '';
  const subject = `New booking ${booking.orderId}${booking.duplicateTxn ? ' (duplicate transaction number)' : ''}`;
  const rows = detailRows([
    ...orderRows(booking, customerTexts('en')),
    ['Customer', booking.fullName],
    ['Mobile', booking.phone],
    ['Email', booking.email],
    [
      'Address',
      [booking.address, booking.city, booking.state, booking.pincode].filter(Boolean).join(', '),
    ],
    [
      'Fitting centre',
      booking.centre ? `${booking.centre.name}, ${centreAddressLine(booking.centre)}` : 'unknown',
    ],
    [
      'Fitting appointment',
      booking.appointment
        ? `${formatAppointment(booking.appointment, 'en')} (India time)`
        : 'none chosen',
    ],
    ['Payment screenshot', booking.payment.hasProof ? 'attached in the admin area' : 'none'],
  ]);
  const text = [
    duplicate,
    'A new booking is waiting for verification.',
    '',
    rows.text,
    '',
    `Open it: ${adminLink}`,
  ]
    .filter((line, i) => line !== '' || i > 0)
    .join('\n');
  const body = html`${duplicate ? html`<p style="background:#fef3c7;padding:8px;border-radius:6px;font-weight:bold">${duplicate}</p>` : ''}
<p>A new booking is waiting for verification.</p>
${rows.html}
<p><a href="${adminLink}" style="color:#1d4ed8">Open the booking in the admin area</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}

/** The news of a status the customer hears of; undefined for the others. */
function statusNews(booking: Booking, texts: CustomerTexts, site: SiteInfo): string | undefined {
  const t = texts.statusChanged;
  const item = fittedItem(texts, booking);
  const news: Partial<Record<BookingStatus, string>> = {
    CONFIRMED: booking.appointment
      ? fillText(t.confirmedAtAppointment, { item })
      : fillText(t.confirmed, { item, days: DELIVERY_WORKING_DAYS }),
    FULFILLED: booking.service === 'ONLY_COLOR_STICKERS' ? t.fulfilledSticker : t.fulfilledPlates,
    CANCELLED: fillText(t.cancelled, { hours: supportHoursIn(texts, site) }),
  };
  return news[booking.status];
}

/**
 * To the customer, in their language, when staff or a bank statement confirm, or staff fulfil or
 * cancel; undefined for other statuses. A confirmation names the appointment, if there is one.
 */
export function statusChangedMail(
  booking: FittedBooking,
  site: SiteInfo,
  trackUrl: string,
  locale: Locale,
): MailContent | undefined {
  const texts = customerTexts(locale);
  const news = statusNews(booking, texts, site);
  const subjects: Partial<Record<BookingStatus, string>> = texts.statusChanged.subject;
  const subjectText = subjects[booking.status];
  if (!news || !subjectText) return undefined;
  const fitting =
    booking.status === 'CONFIRMED' && booking.appointment
      ? appointmentLine(texts, locale, booking.appointment, booking.installation)
      : undefined;
  const centre = fitting ? centreLines(texts, booking) : undefined;
  const subject = fillText(subjectText, { orderId: booking.orderId });
  const dear = fillText(texts.mail.dear, { name: booking.fullName });
  const text = [
    dear,
    '',
    news,
    ...(fitting ? [fitting] : []),
    ...(centre?.text ?? []),
    '',
    orderNumberLine(texts, booking.orderId),
    `${texts.mail.followOrder}: ${trackUrl}`,
    '',
    textFooter(site, locale),
  ].join('\n');
  const body = html`<p>${dear}</p><p>${news}</p>${fitting ? html`<p><strong>${fitting}</strong></p>` : ''}${centre?.html}<p>${texts.mail.orderNumber}: <strong>${booking.orderId}</strong></p><p><a href="${trackUrl}" style="color:#1d4ed8">${texts.mail.followOrder}</a></p>`;
  return { subject, text, html: mailPage(subject, body, site, locale) };
}
