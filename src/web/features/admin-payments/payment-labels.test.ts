import { describe, expect, it } from 'vitest';
import type { BookingRef, StoredLine } from '#shared/payments/payment-matching.ts';
import { outcomeLabel, reasonText, reopenedMessage, upiNumbersText } from './payment-labels.ts';

const booking: BookingRef = {
  id: 'b1',
  orderId: 'HSRPBOOKING/2026/1123123456',
  fullName: 'Rahul Sharma',
  status: 'PAYMENT_SUBMITTED',
  totalPaise: 69_900,
  // 23 Nov in India (UTC 22 Nov 20:00 + 5:30).
  createdAt: '2026-11-22T20:00:00.000Z',
  installation: 'home',
  centreId: 'c1',
  appointment: null,
  lapsedAt: null,
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

  it('says when the booking lapsed, in India time', () => {
    expect(
      reasonText({
        reason: 'booking-lapsed',
        amountPaise: 69_900,
        date: '2026-11-23',
        // 25 Nov 18:30 UTC is 26 Nov in India.
        booking: { ...booking, status: 'CANCELLED', lapsedAt: '2026-11-25T18:30:00.000Z' },
      }),
    ).toBe('Booking lapsed: payment came after the hold ended (lapsed 26 Nov 2026)');
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

describe('the UPI numbers of a line', () => {
  it('shows the one number, or both with the matched one first', () => {
    expect(upiNumbersText({ upiReference: '412398765432', upiCandidates: ['412398765432'] })).toBe(
      '412398765432',
    );
    expect(
      upiNumbersText({
        upiReference: '412398765432',
        upiCandidates: ['919876543210', '412398765432'],
      }),
    ).toBe('412398765432 (matched) · 919876543210');
    expect(
      upiNumbersText({ upiReference: null, upiCandidates: ['523498765432', '919876543210'] }),
    ).toBe('523498765432 · 919876543210');
    // A stored line with one number keeps no candidates.
    expect(upiNumbersText({ upiReference: '412398765432', upiCandidates: [] })).toBe(
      '412398765432',
    );
  });
});

describe('after reopening a lapsed booking', () => {
  it('names the booking and its new fitting', () => {
    const line = {
      booking: {
        ...booking,
        status: 'CONFIRMED',
        appointment: { day: '2026-12-07', slot: '10:00-12:00' },
      },
    } as StoredLine;
    expect(reopenedMessage(line)).toBe(
      'HSRPBOOKING/2026/1123123456 (Rahul Sharma) reopened and confirmed, fitting on 7 Dec 2026 at 10:00 am – 12:00 pm.',
    );
  });
});
