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

/** Each status's English name, in a module of its own (out of the customer path's chunks). */
export { BOOKING_STATUS_LABELS } from './booking-status-labels.ts';
