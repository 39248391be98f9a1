/**
 * Matching a statement's UPI lines to bookings (issue 20). Pure: the caller loads the bookings
 * and the stored lines these lines could touch, and stores what this answers.
 *
 * A credit confirms a booking only when all hold: the 12-digit references are equal, no other
 * booking gave the same reference (`duplicateTxn`), no other bank line matched the booking, the
 * amount equals the booking's total (rupees × 100 = paise), and the credit's date falls within
 * the window around the booking's creation day in India. A debit of the same reference and
 * amount is a reversal: its credit confirms nothing. Anything else is listed with its reason.
 */
import type { BookingStatus } from '../../shared/booking/booking-status';
import type { LineOutcomeKind, UnmatchedReason } from '../../shared/payments/payment-matching';
import { indiaDay } from '../../shared/site/india-time';
import type { StatementLine } from './statement-line';

export interface CandidateBooking {
  id: string;
  txnId: string;
  /** Rupees, as bookings store it. */
  priceTotal: number;
  createdAt: string;
  status: BookingStatus;
  duplicateTxn: number;
}

export interface StoredLineState {
  id: string;
  key: string;
  direction: 'credit' | 'debit';
  upiReference: string;
  amountPaise: number;
  state: string;
  bookingId: string | null;
}

export interface MatchWindow {
  daysBefore: number;
  daysAfter: number;
}

export interface MatchInput {
  /** The statement's lines that carry a UPI reference, in file order. */
  lines: (StatementLine & { upiReference: string })[];
  /** Every booking whose reference one of the lines names. */
  bookings: CandidateBooking[];
  /** Stored lines with one of these references. */
  stored: StoredLineState[];
  window: MatchWindow;
}

export interface PlannedLine {
  line: StatementLine & { upiReference: string };
  key: string;
  outcome: LineOutcomeKind | 'not-a-reversal';
  reason: UnmatchedReason | null;
  bookingId: string | null;
}

export interface MatchPlan {
  lines: PlannedLine[];
  /** Ids of stored, undecided credits that a new debit reverses. */
  reverseStored: string[];
}

/** The natural key a line is stored once by. */
export function lineKey(line: {
  upiReference: string;
  direction: string;
  amountPaise: number;
  date: string;
}): string {
  return `${line.upiReference}|${line.direction}|${line.amountPaise}|${line.date}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the booking's India-time creation day to the bank's date. */
function daysAfterBooking(bankDate: string, bookingCreatedAt: string): number {
  const bookedDay = indiaDay(new Date(bookingCreatedAt));
  return Math.round((Date.parse(bankDate) - Date.parse(bookedDay)) / DAY_MS);
}

export function matchCredits({ lines, bookings, stored, window }: MatchInput): MatchPlan {
  const storedKeys = new Set(stored.map((line) => line.key));
  const claimed = new Set(
    stored.flatMap((line) => (line.state === 'matched' && line.bookingId ? [line.bookingId] : [])),
  );
  const byReference = groupBy(bookings, (booking) => booking.txnId);
  const seen = new Set<string>();
  const planned: PlannedLine[] = lines.map((line) => {
    const key = lineKey(line);
    const plan = { line, key, reason: null, bookingId: null };
    if (seen.has(key)) return { ...plan, outcome: 'duplicate-in-file' };
    seen.add(key);
    if (storedKeys.has(key)) return { ...plan, outcome: 'already-imported' };
    return { ...plan, outcome: 'unmatched' };
  });
  const fresh = planned.filter((plan) => plan.outcome === 'unmatched');
  const reverseStored: string[] = [];
  // The file's credits by reference and amount, in file order: each debit looks up its own
  // (searching every line for each debit took seconds on a month's statement).
  const money = (line: { upiReference: string; amountPaise: number }) =>
    `${line.upiReference}|${line.amountPaise}`;
  const freshCredits = groupBy(
    fresh.filter((plan) => plan.line.direction === 'credit'),
    (plan) => money(plan.line),
  );

  // Reversals first: a reversed credit must not confirm a booking in the same pass.
  for (const debit of fresh.filter((plan) => plan.line.direction === 'debit')) {
    const sameMoney = (line: { upiReference: string; amountPaise: number }) =>
      line.upiReference === debit.line.upiReference && line.amountPaise === debit.line.amountPaise;
    const freshCredit = freshCredits
      .get(money(debit.line))
      ?.find((plan) => plan.outcome === 'unmatched');
    const storedCredit = stored.find(
      (line) => line.direction === 'credit' && sameMoney(line) && line.state !== 'reversed',
    );
    if (freshCredit) {
      freshCredit.outcome = 'reversed';
      debit.outcome = 'reversal';
    } else if (storedCredit?.state === 'matched') {
      debit.reason = 'reversal-after-confirmation';
      debit.bookingId = storedCredit.bookingId;
    } else if (storedCredit) {
      debit.outcome = 'reversal';
      if (storedCredit.state === 'unmatched') reverseStored.push(storedCredit.id);
    } else {
      // Money paid out by UPI (a vendor): nothing to do with bookings.
      debit.outcome = 'not-a-reversal';
    }
  }

  for (const credit of fresh) {
    if (credit.line.direction !== 'credit' || credit.outcome !== 'unmatched') continue;
    const candidates = byReference.get(credit.line.upiReference) ?? [];
    const [booking] = [...candidates].sort((a, b) => a.duplicateTxn - b.duplicateTxn);
    if (!booking) {
      credit.reason = 'reference-unknown';
      continue;
    }
    credit.bookingId = booking.id;
    if (candidates.length > 1 || booking.duplicateTxn === 1 || claimed.has(booking.id)) {
      credit.reason = 'reference-used';
    } else if (credit.line.amountPaise !== booking.priceTotal * 100) {
      credit.reason = 'amount-differs';
    } else if (!withinWindow(daysAfterBooking(credit.line.date, booking.createdAt), window)) {
      credit.reason = 'outside-window';
    } else if (booking.status === 'CANCELLED') {
      credit.reason = 'booking-not-waiting';
    } else {
      credit.outcome =
        booking.status === 'PAYMENT_SUBMITTED' ? 'confirm' : 'matched-already-confirmed';
      claimed.add(booking.id);
    }
  }
  return { lines: planned, reverseStored };
}

function withinWindow(days: number, { daysBefore, daysAfter }: MatchWindow): boolean {
  return days >= -daysBefore && days <= daysAfter;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}
