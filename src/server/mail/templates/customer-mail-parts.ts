import { type CustomerTexts, fillText } from '#server/catalogues/customer-texts.ts';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { centreAddressLine } from '#shared/centres/fitting-centre.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import type { Locale } from '#shared/site/locale.ts';
import { html, type SafeHtml } from './html.ts';

/** "Fitting appointment: Tuesday 1 December 2026, 10:00 am – 12:00 pm (India time), at your address". */
export function appointmentLine(
  texts: CustomerTexts,
  locale: Locale,
  appointment: BookingAppointment,
  installation: Booking['installation'],
): string {
  return fillText(texts.mail.appointment, {
    when: formatAppointment(appointment, locale),
    place: texts.names.fittingPlace[installation],
  });
}

/** What is fitted: a sticker-only order is never promised a number plate. */
export function fittedItem(texts: CustomerTexts, booking: Booking): string {
  const { fittedItem } = texts.names;
  return booking.service === 'ONLY_COLOR_STICKERS' ? fittedItem.sticker : fittedItem.plates;
}

/** "Order number: X" as a text line; the mail's HTML puts the number in bold. */
export const orderNumberLine = (texts: CustomerTexts, orderId: string) =>
  `${texts.mail.orderNumber}: ${orderId}`;

/** The lines that say where (or by whom) a booking is fitted, as text and as mail HTML. */
export interface CentreLines {
  text: string[];
  html: SafeHtml;
}

/**
 * Dealer installation: the centre's name and address, its map link and phone. Home installation:
 * the centre whose team comes, and its phone. Nothing when the booking's centre is gone.
 */
export function centreLines(texts: CustomerTexts, booking: FittedBooking): CentreLines {
  const { centre } = booking;
  if (!centre) return { text: [], html: html`` };
  const t = texts.mail;
  const place =
    booking.installation === 'dealer'
      ? fillText(t.centre, { name: centre.name, address: centreAddressLine(centre) })
      : fillText(t.homeTeam, { name: centre.name });
  const phone = centre.phone ? fillText(t.centrePhone, { phone: centre.phone }) : undefined;
  const map = booking.installation === 'dealer' && centre.mapUrl ? centre.mapUrl : undefined;
  const text = [place, ...(map ? [`${t.mapLink}: ${map}`] : []), ...(phone ? [phone] : [])];
  const mapLink = map ? html` <a href="${map}" style="color:#1d4ed8">${t.mapLink}</a>` : '';
  const phoneLine = phone ? html`<br>${phone}` : '';
  return { text, html: html`<p>${place}${mapLink}${phoneLine}</p>` };
}
