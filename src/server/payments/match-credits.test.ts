import { describe, expect, it } from 'vitest';
import { type CandidateBooking, lineKey, matchCredits } from './match-credits';
import type { StatementLine } from './statement-line';

const WINDOW = { daysBefore: 1, daysAfter: 3 };

function credit(
  upiReference: string,
  amountPaise: number,
  date = '2026-11-23',
  direction: 'credit' | 'debit' = 'credit',
): StatementLine & { upiReference: string } {
  return {
    kind: 'line',
    lineNumber: 1,
    date,
    amountPaise,
    direction,
    currency: 'INR',
    description: '',
    bankReference: '',
    upiReference,
  };
}

/** ₹699, made at 23:00 India time on 22 Nov (17:30 UTC). */
const booking: CandidateBooking = {
  id: 'b1',
  txnId: '412398765432',
  priceTotal: 699,
  createdAt: '2026-11-22T17:30:00.000Z',
  status: 'PAYMENT_SUBMITTED',
  duplicateTxn: 0,
};

const outcomeOf = (line: StatementLine & { upiReference: string }, bookings = [booking]) => {
  const [planned] = matchCredits({ lines: [line], bookings, stored: [], window: WINDOW }).lines;
  return [planned?.outcome, planned?.reason];
};

describe('matching a credit to a booking', () => {
  it('confirms on equal reference and paise within the window of the India-time day', () => {
    expect(outcomeOf(credit('412398765432', 69_900, '2026-11-22'))).toEqual(['confirm', null]);
    // 22 Nov in India (the UTC day too): 21 Nov is one day before, 25 Nov three after.
    expect(outcomeOf(credit('412398765432', 69_900, '2026-11-21'))).toEqual(['confirm', null]);
    expect(outcomeOf(credit('412398765432', 69_900, '2026-11-25'))).toEqual(['confirm', null]);
    expect(outcomeOf(credit('412398765432', 69_900, '2026-11-20'))).toEqual([
      'unmatched',
      'outside-window',
    ]);
    expect(outcomeOf(credit('412398765432', 69_900, '2026-11-26'))).toEqual([
      'unmatched',
      'outside-window',
    ]);
  });

  it('uses the India day: a booking at 00:30 IST counts from that day, not the UTC one', () => {
    const lateNight = { ...booking, createdAt: '2026-11-22T19:00:00.000Z' }; // 23 Nov 00:30 IST
    expect(outcomeOf(credit('412398765432', 69_900, '2026-11-26'), [lateNight])).toEqual([
      'confirm',
      null,
    ]);
  });

  it('names why a credit does not match', () => {
    expect(outcomeOf(credit('412398765432', 59_900))).toEqual(['unmatched', 'amount-differs']);
    expect(outcomeOf(credit('999999999999', 69_900))).toEqual(['unmatched', 'reference-unknown']);
    expect(
      outcomeOf(credit('412398765432', 69_900), [
        booking,
        { ...booking, id: 'b2', duplicateTxn: 1 },
      ]),
    ).toEqual(['unmatched', 'reference-used']);
    expect(
      outcomeOf(credit('412398765432', 69_900), [{ ...booking, status: 'CANCELLED' }]),
    ).toEqual(['unmatched', 'booking-not-waiting']);
    expect(
      outcomeOf(credit('412398765432', 69_900), [{ ...booking, status: 'CONFIRMED' }]),
    ).toEqual(['matched-already-confirmed', null]);
  });

  it('lets one credit confirm a booking: a second credit of the same reference is "used"', () => {
    const plan = matchCredits({
      lines: [credit('412398765432', 69_900), credit('412398765432', 69_900, '2026-11-24')],
      bookings: [booking],
      stored: [],
      window: WINDOW,
    });
    expect(plan.lines.map((line) => [line.outcome, line.reason])).toEqual([
      ['confirm', null],
      ['unmatched', 'reference-used'],
    ]);
    const stored = matchCredits({
      lines: [credit('412398765432', 69_900, '2026-11-24')],
      bookings: [booking],
      stored: [
        {
          id: 'line-1',
          key: lineKey({
            upiReference: '412398765432',
            direction: 'credit',
            amountPaise: 69_900,
            date: '2026-11-23',
          }),
          direction: 'credit',
          upiReference: '412398765432',
          amountPaise: 69_900,
          state: 'matched',
          bookingId: 'b1',
        },
      ],
      window: WINDOW,
    });
    expect(stored.lines[0]).toMatchObject({ outcome: 'unmatched', reason: 'reference-used' });
  });

  it('pairs a debit of the same reference and amount with its credit: neither confirms', () => {
    const plan = matchCredits({
      lines: [
        credit('412398765432', 69_900),
        credit('412398765432', 69_900, '2026-11-24', 'debit'),
        credit('512398765432', 25_000, '2026-11-24', 'debit'),
      ],
      bookings: [booking],
      stored: [],
      window: WINDOW,
    });
    expect(plan.lines.map((line) => line.outcome)).toEqual([
      'reversed',
      'reversal',
      'not-a-reversal',
    ]);
  });

  it('reverses a stored undecided credit when its debit comes in a later statement', () => {
    const key = lineKey({
      upiReference: '999999999999',
      direction: 'credit',
      amountPaise: 500,
      date: '2026-11-23',
    });
    const plan = matchCredits({
      lines: [credit('999999999999', 500, '2026-11-24', 'debit')],
      bookings: [],
      stored: [
        {
          id: 'line-9',
          key,
          direction: 'credit',
          upiReference: '999999999999',
          amountPaise: 500,
          state: 'unmatched',
          bookingId: null,
        },
      ],
      window: WINDOW,
    });
    expect(plan.lines[0]?.outcome).toBe('reversal');
    expect(plan.reverseStored).toEqual(['line-9']);
  });
});
