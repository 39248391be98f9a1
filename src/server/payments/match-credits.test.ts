import { describe, expect, it } from 'vitest';
import { type CandidateBooking, lineKey, matchCredits } from './match-credits.ts';
import type { StatementLine } from './statement-line.ts';

const WINDOW = { daysBefore: 1, daysAfter: 3 };

function credit(
  upiReference: string,
  amountPaise: number,
  date = '2026-11-23',
  direction: 'credit' | 'debit' = 'credit',
): StatementLine {
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
    upiCandidates: [upiReference],
  };
}

/** A line carrying two 12-digit numbers (a Kotak reference column and its narration). */
function ambiguous(numbers: string[], amountPaise = 69_900, date = '2026-11-23'): StatementLine {
  return {
    ...credit(numbers[0] ?? '', amountPaise, date),
    upiReference: null,
    upiCandidates: numbers,
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
  lapsedAt: null,
};

const outcomeOf = async (line: StatementLine, bookings = [booking]) => {
  const [planned] = (await matchCredits({ lines: [line], bookings, stored: [], window: WINDOW }))
    .lines;
  return [planned?.outcome, planned?.reason];
};

describe('matching a credit to a booking', () => {
  it('confirms on equal reference and paise within the window of the India-time day', async () => {
    expect(await outcomeOf(credit('412398765432', 69_900, '2026-11-22'))).toEqual([
      'confirm',
      null,
    ]);
    // 22 Nov in India (the UTC day too): 21 Nov is one day before, 25 Nov three after.
    expect(await outcomeOf(credit('412398765432', 69_900, '2026-11-21'))).toEqual([
      'confirm',
      null,
    ]);
    expect(await outcomeOf(credit('412398765432', 69_900, '2026-11-25'))).toEqual([
      'confirm',
      null,
    ]);
    expect(await outcomeOf(credit('412398765432', 69_900, '2026-11-20'))).toEqual([
      'unmatched',
      'outside-window',
    ]);
    expect(await outcomeOf(credit('412398765432', 69_900, '2026-11-26'))).toEqual([
      'unmatched',
      'outside-window',
    ]);
  });

  it('uses the India day: a booking at 00:30 IST counts from that day, not the UTC one', async () => {
    const lateNight = { ...booking, createdAt: '2026-11-22T19:00:00.000Z' }; // 23 Nov 00:30 IST
    expect(await outcomeOf(credit('412398765432', 69_900, '2026-11-26'), [lateNight])).toEqual([
      'confirm',
      null,
    ]);
  });

  it('names why a credit does not match', async () => {
    expect(await outcomeOf(credit('412398765432', 59_900))).toEqual([
      'unmatched',
      'amount-differs',
    ]);
    expect(await outcomeOf(credit('999999999999', 69_900))).toEqual([
      'unmatched',
      'reference-unknown',
    ]);
    expect(
      await outcomeOf(credit('412398765432', 69_900), [
        booking,
        { ...booking, id: 'b2', duplicateTxn: 1 },
      ]),
    ).toEqual(['unmatched', 'reference-used']);
    expect(
      await outcomeOf(credit('412398765432', 69_900), [{ ...booking, status: 'CANCELLED' }]),
    ).toEqual(['unmatched', 'booking-not-waiting']);
    expect(
      await outcomeOf(credit('412398765432', 69_900), [{ ...booking, status: 'CONFIRMED' }]),
    ).toEqual(['matched-already-confirmed', null]);
  });

  it('lets one credit confirm a booking: a second credit of the same reference is "used"', async () => {
    const plan = await matchCredits({
      lines: [credit('412398765432', 69_900), credit('412398765432', 69_900, '2026-11-24')],
      bookings: [booking],
      stored: [],
      window: WINDOW,
    });
    expect(plan.lines.map((line) => [line.outcome, line.reason])).toEqual([
      ['confirm', null],
      ['unmatched', 'reference-used'],
    ]);
    const stored = await matchCredits({
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

  it('pairs a debit of the same reference and amount with its credit: neither confirms', async () => {
    const plan = await matchCredits({
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

  it('reverses a stored undecided credit when its debit comes in a later statement', async () => {
    const key = lineKey({
      upiReference: '999999999999',
      direction: 'credit',
      amountPaise: 500,
      date: '2026-11-23',
    });
    const plan = await matchCredits({
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

describe('a line with two UPI numbers', () => {
  const mobile = '919876543210';
  const planOf = async (line: StatementLine, bookings: CandidateBooking[]) => {
    const [planned] = (await matchCredits({ lines: [line], bookings, stored: [], window: WINDOW }))
      .lines;
    return {
      outcome: planned?.outcome,
      reason: planned?.reason,
      reference: planned?.reference,
      storedReference: planned?.storedReference,
      bookingId: planned?.bookingId,
    };
  };

  it('confirms when exactly one number belongs to a waiting booking, whichever comes first', async () => {
    for (const numbers of [
      ['412398765432', mobile],
      [mobile, '412398765432'],
    ]) {
      expect(await planOf(ambiguous(numbers), [booking])).toEqual({
        outcome: 'confirm',
        reason: null,
        reference: '412398765432',
        storedReference: '412398765432',
        bookingId: 'b1',
      });
    }
  });

  it('keeps the same rules once settled: a wrong amount is still a wrong amount', async () => {
    expect(await planOf(ambiguous(['412398765432', mobile], 59_900), [booking])).toMatchObject({
      outcome: 'unmatched',
      reason: 'amount-differs',
      bookingId: 'b1',
    });
  });

  it('stays ambiguous when no number, or both, belong to waiting bookings', async () => {
    const other = { ...booking, id: 'b2', txnId: mobile };
    for (const bookings of [[], [booking, other]]) {
      expect(await planOf(ambiguous(['412398765432', mobile]), bookings)).toEqual({
        outcome: 'unmatched',
        reason: 'ambiguous-reference',
        reference: null,
        // Stored by the lowest number, so the same line read again finds itself.
        storedReference: '412398765432',
        bookingId: null,
      });
    }
  });

  it('is the same line when read again, under either number', async () => {
    const stored = [
      {
        id: 'line-1',
        key: lineKey({
          upiReference: mobile,
          direction: 'credit',
          amountPaise: 69_900,
          date: '2026-11-23',
        }),
        direction: 'credit' as const,
        upiReference: mobile,
        amountPaise: 69_900,
        state: 'unmatched',
        bookingId: null,
      },
    ];
    const plan = await matchCredits({
      lines: [ambiguous(['412398765432', mobile]), credit('412398765432', 69_900)],
      bookings: [booking],
      stored,
      window: WINDOW,
    });
    expect(plan.lines.map((line) => line.outcome)).toEqual([
      'already-imported',
      'duplicate-in-file',
    ]);
  });

  it('pairs a reversal under the number both lines carry', async () => {
    const plan = await matchCredits({
      lines: [
        ambiguous(['412398765432', mobile]),
        { ...credit(mobile, 69_900, '2026-11-24', 'debit') },
      ],
      bookings: [booking],
      stored: [],
      window: WINDOW,
    });
    expect(plan.lines.map((line) => [line.outcome, line.reference])).toEqual([
      ['reversed', mobile],
      ['reversal', mobile],
    ]);
  });
});

describe('a credit for a lapsed booking', () => {
  const lapsed: CandidateBooking = {
    ...booking,
    status: 'CANCELLED',
    lapsedAt: '2026-11-24T17:30:00.000Z',
  };

  it('is listed as lapsed, with the booking, when it would otherwise have confirmed it', async () => {
    const [planned] = (
      await matchCredits({
        lines: [credit('412398765432', 69_900)],
        bookings: [lapsed],
        stored: [],
        window: WINDOW,
      })
    ).lines;
    expect(planned).toMatchObject({
      outcome: 'unmatched',
      reason: 'booking-lapsed',
      bookingId: 'b1',
    });
    // A booking staff cancelled is no lapse.
    expect(
      await outcomeOf(credit('412398765432', 69_900), [{ ...lapsed, lapsedAt: null }]),
    ).toEqual(['unmatched', 'booking-not-waiting']);
    expect(await outcomeOf(credit('412398765432', 59_900), [lapsed])).toEqual([
      'unmatched',
      'amount-differs',
    ]);
  });

  it('gives way to the open booking the customer made again with the same number', async () => {
    const again: CandidateBooking = { ...booking, id: 'b2', duplicateTxn: 1 };
    const [planned] = (
      await matchCredits({
        lines: [credit('412398765432', 69_900)],
        bookings: [lapsed, again],
        stored: [],
        window: WINDOW,
      })
    ).lines;
    expect(planned).toMatchObject({ outcome: 'confirm', bookingId: 'b2' });
    // Two open bookings with one number: neither is confirmed.
    expect(
      await outcomeOf(credit('412398765432', 69_900), [
        { ...lapsed, status: 'PAYMENT_SUBMITTED' },
        again,
      ]),
    ).toEqual(['unmatched', 'reference-used']);
    // Only cancelled ones: staff decide.
    expect(
      await outcomeOf(credit('412398765432', 69_900), [lapsed, { ...lapsed, id: 'b2' }]),
    ).toEqual(['unmatched', 'reference-used']);
  });
});
