/**
 * What the booking limits answer (429). The web app finds them by these words to show them in
 * the customer's language.
 */
export const TOO_MANY_BOOKINGS_FROM_ADDRESS =
  'Too many bookings from this connection. Please try again in a few minutes, or call us.';
export const TOO_MANY_BOOKINGS_FOR_PHONE =
  'Too many bookings for this mobile number. Please try again in an hour, or call us.';

/**
 * The unverified-hold limits (docs/product.md#payment-holds): one connection may hold at most part
 * of a day's places, and a number of open holds in all, while their payments are checked, so
 * made-up payments cannot fill the calendar.
 */
export const TOO_MANY_HOLDS_FOR_DAY =
  'Too many unpaid bookings from this connection for this day. Please pick another day, or call us.';
export const TOO_MANY_HOLDS_FROM_ADDRESS =
  'Too many unpaid bookings from this connection are waiting for payment checks. Please try again once they are verified, or call us.';
export const TOO_MANY_HOLDS_FOR_PHONE =
  'This mobile number already has bookings waiting for payment checks. Please wait until they are verified, or call us.';

/** A transaction number another open or verified booking already carries (409). */
export const TXN_ID_ALREADY_USED =
  'This transaction number has already been used for another booking. Please check it in your UPI app; if you paid twice, call us.';
