import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from './booking-status.ts';

describe('booking statuses', () => {
  it('are the four of spec section 4, starting with the status set on creation', () => {
    expect(BOOKING_STATUSES).toEqual(['PAYMENT_SUBMITTED', 'CONFIRMED', 'FULFILLED', 'CANCELLED']);
  });

  it('each have a label for the admin screens', () => {
    expect(BOOKING_STATUS_LABELS).toEqual({
      PAYMENT_SUBMITTED: 'Payment submitted',
      CONFIRMED: 'Confirmed',
      FULFILLED: 'Fulfilled',
      CANCELLED: 'Cancelled',
    });
  });
});
