import { type CustomerTexts, fillText } from '#server/catalogues/customer-texts.ts';
import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import type { Locale } from '#shared/site/locale.ts';

/** "Fitting appointment: Tuesday 1 December 2026, 10:00–12:00 (India time), at your address". */
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
