import type { Booking } from '#shared/booking/booking.ts';
import type { Locale } from '#shared/site/locale.ts';

/**
 * The language of the mails about `booking`: the one place a customer policy asks, and the
 * language the customer chose when booking. Staff mails are English and do not ask.
 */
export function customerMailLanguage(booking: Booking): Locale {
  return booking.locale;
}
