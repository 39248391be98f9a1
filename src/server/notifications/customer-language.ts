import type { Booking } from '#shared/booking/booking.ts';

/**
 * The language(s) a customer's mail is written in. Every customer mail is English then Hindi
 * today; staff mails are English only and do not ask.
 */
export type CustomerMailLanguage = 'en-then-hi';

/** A template for each language a customer's mail can be in. */
export type ByLanguage<Template> = Record<CustomerMailLanguage, Template>;

/**
 * The language of the mails about `booking`: the one place a customer policy asks. It answers
 * English then Hindi for everyone until a booking keeps the language its customer chose.
 */
export function customerMailLanguage(_booking: Booking): CustomerMailLanguage {
  return 'en-then-hi';
}
