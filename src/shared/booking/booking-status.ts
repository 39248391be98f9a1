/**
 * PAYMENT_SUBMITTED on creation; staff may then set any other (docs/product.md#booking-statuses).
 */
export const BOOKING_STATUSES = [
  'PAYMENT_SUBMITTED',
  'CONFIRMED',
  'FULFILLED',
  'CANCELLED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  PAYMENT_SUBMITTED: 'Payment submitted',
  CONFIRMED: 'Confirmed',
  FULFILLED: 'Fulfilled',
  CANCELLED: 'Cancelled',
};
