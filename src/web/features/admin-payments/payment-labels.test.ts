import type { BookingRef } from '@shared/payments/payment-matching';
import { describe, expect, it } from 'vitest';
import { outcomeLabel, reasonText } from './payment-labels';

const booking: BookingRef = {
  id: 'b1',
  orderId: 'HSRPBOOKING/2026/1123123456',
  fullName: 'Rahul Sharma',
  status: 'PAYMENT_SUBMITTED',
  totalPaise: 69_900,
  // 23 Nov in India (UTC 22 Nov 20:00 + 5:30).
  createdAt: '2026-11-22T20:00:00.000Z',
};

describe('why a bank credit confirms nothing', () => {
  it('names both amounts when they differ', () => {
    expect(
      reasonText({ reason: 'amount-differs', amountPaise: 59_900, date: '2026-11-23', booking }),
    ).toBe('Amount differs from the booking: credit ₹599 for a ₹699 booking');
  });

  it('names the credit’s day and the booking’s India day when outside the window', () => {
    expect(
      reasonText({ reason: 'outside-window', amountPaise: 69_900, date: '2026-11-30', booking }),
    ).toBe('Outside the date window: credit on 30 Nov 2026 for a booking made 23 Nov 2026');
  });

  it('says what the booking is when it no longer waits for money', () => {
    expect(
      reasonText({
        reason: 'booking-not-waiting',
        amountPaise: 69_900,
        date: '2026-11-23',
        booking: { ...booking, status: 'CANCELLED' },
      }),
    ).toBe('The booking is not waiting for payment (it is Cancelled)');
  });

  it('gives the plain label without a booking, and nothing without a reason', () => {
    expect(
      reasonText({ reason: 'amount-differs', amountPaise: 1, date: '2026-11-23', booking: null }),
    ).toBe('Amount differs from the booking');
    expect(
      reasonText({
        reason: 'reference-unknown',
        amountPaise: 1,
        date: '2026-11-23',
        booking: null,
      }),
    ).toBe('No booking has this UPI reference');
    expect(reasonText({ reason: null, amountPaise: 1, date: '2026-11-23', booking })).toBeNull();
  });
});

describe('what a line does', () => {
  it('says "will" before applying and what happened after', () => {
    expect(outcomeLabel('confirm', false)).toBe('Will confirm');
    expect(outcomeLabel('confirm', true)).toBe('Confirmed');
  });
});
