import type { Booking } from '#shared/booking/booking.ts';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '#shared/booking/booking-status.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { DELIVERY_WORKING_DAYS, type SiteInfo } from '#shared/site/site-info.ts';
import { bilingualAppointment } from './appointment-text.ts';
import { bilingualHold } from './hold-text.ts';
import { html } from './html.ts';
import { detailRows, type MailContent, mailPage, textFooter } from './mail-layout.ts';

function orderRows(booking: Booking): [string, string][] {
  const { price } = booking;
  return [
    ['Order number', booking.orderId],
    ['Service', SERVICES[booking.service].title],
    ['Vehicle', VEHICLE_TYPE_LABELS[booking.vehicleType]],
    ['Registration number', booking.regNumber],
    ['Installation', booking.installation === 'home' ? 'At home' : 'At the dealer'],
    ['Subtotal', formatRupees(price.base)],
    [`GST (${formatPercent(price.gstPct)})`, formatRupees(price.gst)],
    ['Service charges', formatRupees(price.serviceCharge)],
    ['Total paid', formatRupees(price.total)],
    ['Transaction number', booking.txnId],
  ];
}

const FIRST_STEPS = ['We verify your payment and details.', 'Your order is queued for processing.'];

/** What is fitted: a sticker-only order is never promised a number plate. */
const fittedItem = (booking: Booking) =>
  booking.service === 'ONLY_COLOR_STICKERS' ? 'colour sticker' : 'plates';

const callStep = (booking: Booking) =>
  `Delivery or installation of your ${fittedItem(booking)} within ${DELIVERY_WORKING_DAYS} working days; our team will call you.`;

/** What happens next; the last step is the fitting appointment, or our call for older bookings. */
function nextSteps(booking: Booking) {
  if (!booking.appointment) {
    const steps = [...FIRST_STEPS, callStep(booking)];
    return {
      text: steps.map((step, i) => `${i + 1}. ${step}`),
      html: steps.map((step) => html`<li>${step}</li>`),
    };
  }
  const fitting = bilingualAppointment(booking.appointment, booking.installation);
  const [en, hi] = fitting.lines;
  return {
    text: [...FIRST_STEPS.map((step, i) => `${i + 1}. ${step}`), `3. ${en}`, `   ${hi}`],
    html: [...FIRST_STEPS.map((step) => html`<li>${step}</li>`), html`<li>${fitting.html}</li>`],
  };
}

/**
 * To the customer: we have their payment details, until when their place is held while we check
 * the payment (`holdUntil`, null on bookings without a hold), and what happens next.
 */
export function bookingReceivedMail(
  booking: Booking,
  site: SiteInfo,
  trackUrl: string,
  holdUntil: string | null = null,
): MailContent {
  const subject = `We received your payment details: ${booking.orderId}`;
  const rows = detailRows(orderRows(booking));
  const steps = nextSteps(booking);
  const hold = holdUntil ? bilingualHold(holdUntil) : undefined;
  const text = [
    `Dear ${booking.fullName},`,
    '',
    'Thank you for booking with us. We received your booking and payment details.',
    ...(hold ? ['', ...hold.lines] : []),
    '',
    rows.text,
    '',
    'What happens next:',
    ...steps.text,
    '',
    `Follow your order: ${trackUrl}`,
    '(Keep this link to yourself: it opens your order.)',
    `Questions? Call or WhatsApp us ${site.supportHours}, quoting your order number.`,
    '',
    textFooter(site),
  ].join('\n');
  const body = html`<p>Dear ${booking.fullName},</p>
<p>Thank you for booking with us. We received your booking and payment details.</p>
${hold ? html`<p>${hold.html}</p>` : ''}
${rows.html}
<p style="font-weight:bold;margin-bottom:4px">What happens next</p>
<ol style="margin-top:0">${steps.html}</ol>
<p><a href="${trackUrl}" style="color:#1d4ed8;font-weight:bold">Follow your order</a> (keep this link to yourself: it opens your order).</p>
<p>Questions? Call or WhatsApp us ${site.supportHours}, quoting your order number.</p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}

/** To the business: a new booking to verify, with a link to it in the admin area. */
export function newBookingAdminMail(
  booking: Booking,
  adminLink: string,
  site: SiteInfo,
): MailContent {
  const duplicate = booking.duplicateTxn
    ? 'WARNING: another booking already carries this transaction number. Check the payment.'
    : '';
  const subject = `New booking ${booking.orderId}${booking.duplicateTxn ? ' (duplicate transaction number)' : ''}`;
  const rows = detailRows([
    ...orderRows(booking),
    ['Customer', booking.fullName],
    ['Mobile', booking.phone],
    ['Email', booking.email],
    [
      'Address',
      [booking.address, booking.city, booking.state, booking.pincode].filter(Boolean).join(', '),
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

/** CONFIRMED news for a booking with an appointment: the appointment follows it. */
const confirmedNews = (booking: Booking) =>
  `Your payment is verified and your order is confirmed. We will fit your ${fittedItem(booking)} at your appointment:`;

const statusNews = (site: SiteInfo, booking: Booking): Partial<Record<BookingStatus, string>> => ({
  CONFIRMED: `Your payment is verified and your order is confirmed. Your ${fittedItem(booking)} will be delivered or installed within ${DELIVERY_WORKING_DAYS} working days; our team will call you to arrange it.`,
  FULFILLED:
    booking.service === 'ONLY_COLOR_STICKERS'
      ? 'Your order is complete: your colour sticker has been delivered or fitted. Thank you for choosing us.'
      : 'Your order is complete: your plates have been delivered or installed. Thank you for choosing us.',
  CANCELLED: `Your order has been cancelled. If you did not expect this, please call us (${site.supportHours}) quoting your order number.`,
});

/** To the customer when an admin confirms, fulfils or cancels; undefined for other statuses. */
export function statusChangedMail(
  booking: Booking,
  site: SiteInfo,
  trackUrl: string,
): MailContent | undefined {
  const fitting =
    booking.status === 'CONFIRMED' && booking.appointment
      ? bilingualAppointment(booking.appointment, booking.installation)
      : undefined;
  const news = fitting ? confirmedNews(booking) : statusNews(site, booking)[booking.status];
  if (!news) return undefined;
  const label = BOOKING_STATUS_LABELS[booking.status];
  const subject = `Your order ${booking.orderId} is ${label.toLowerCase()}`;
  const text = [
    `Dear ${booking.fullName},`,
    '',
    news,
    ...(fitting?.lines ?? []),
    '',
    `Order number: ${booking.orderId}`,
    `Follow your order: ${trackUrl}`,
    '',
    textFooter(site),
  ].join('\n');
  const body = html`<p>Dear ${booking.fullName},</p><p>${news}</p>${fitting ? html`<p>${fitting.html}</p>` : ''}<p>Order number: <strong>${booking.orderId}</strong></p><p><a href="${trackUrl}" style="color:#1d4ed8">Follow your order</a></p>`;
  return { subject, text, html: mailPage(subject, body, site) };
}
