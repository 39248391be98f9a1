import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from './booking-status.ts';

describe('booking statuses', () => {
  it('are payment submitted, confirmed, fulfilled and cancelled, a new booking starting at the first', () => {
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
