/**
 * What the booking limits answer (429). The web app finds them by these words to show them in
 * the customer's language.
 */
export const TOO_MANY_BOOKINGS_FROM_ADDRESS =
  'Too many bookings from this connection. Please try again in a few minutes, or call us.';
export const TOO_MANY_BOOKINGS_FOR_PHONE =
  'Too many bookings for this mobile number. Please try again in an hour, or call us.';
