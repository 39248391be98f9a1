/**
 * Each booking status's English name, re-exported by booking-status.ts: a module of its own, so
 * the customer path, which needs the statuses but shows none of their names, does not carry them.
 * Indexing it by a BookingStatus it lacks fails the type check; booking-status.test.ts checks the
 * keys too.
 */
export const BOOKING_STATUS_LABELS = {
  PAYMENT_SUBMITTED: 'Payment submitted',
  CONFIRMED: 'Confirmed',
  FULFILLED: 'Fulfilled',
  CANCELLED: 'Cancelled',
};
