/**
 * Matching a statement's UPI lines to bookings (docs/product.md#payment-desk; decisions 0022 and
 * 0033). Pure (it only takes turns): the caller loads the bookings and the stored lines these lines could touch, and
 * stores what this answers.
 *
 * A credit confirms a booking only when all hold: the 12-digit references are equal, no other
 * open booking gave the same reference, no other bank line matched the booking, the amount equals
 * the booking's total (rupees × 100 = paise), and the credit's date falls within the window around
 * the booking's creation day in India. A debit of the same reference and amount is a reversal: its
 * credit confirms nothing. Anything else is listed with its reason.
 *
 * A line carrying two or more 12-digit numbers (the reference column and the narration disagree, a
 * payer's note holds a mobile number) is settled by the bookings: the one number that belongs to a
 * waiting booking, else the one that names any booking; otherwise it stays `ambiguous-reference`.
 */

import { inChunks } from '#server/db/in-chunks.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { keyUnder, type PlannedLine, type StoredLineState } from './match-lines.ts';
import { groupBy, pairReversals, settle } from './match-reversals.ts';
import type { StatementLine } from './statement-line.ts';

export interface CandidateBooking {
  id: string;
  txnId: string;
  /** Rupees, as bookings store it. */
  priceTotal: number;
  createdAt: string;
  status: BookingStatus;
  duplicateTxn: number;
  /** Set when the lapse round cancelled the booking for want of a verified payment. */
  lapsedAt: string | null;
}

export interface MatchWindow {
  daysBefore: number;
  daysAfter: number;
}

export interface MatchInput {
  /** The statement's lines that carry at least one UPI candidate, in file order. */
  lines: StatementLine[];
  /** Every booking whose reference one of the lines' candidates names. */
  bookings: CandidateBooking[];
  /** Stored lines with one of these references. */
  stored: StoredLineState[];
  window: MatchWindow;
}

export { lineKey, type PlannedLine, type StoredLineState } from './match-lines.ts';

export interface MatchPlan {
  lines: PlannedLine[];
  /** Ids of stored, undecided credits that a new debit reverses. */
  reverseStored: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the booking's India-time creation day to the bank's date. */
function daysAfterBooking(bankDate: string, bookingCreatedAt: string): number {
  const bookedDay = indiaDay(new Date(bookingCreatedAt));
  return Math.round((Date.parse(bankDate) - Date.parse(bookedDay)) / DAY_MS);
}

/** The line's key under each of its candidates: stored or seen under any, it is the same line. */
const keysOf = (line: StatementLine) =>
  line.upiCandidates.map((upiReference) => keyUnder(line, upiReference));

/**
 * Lines matched between turns of the event loop (decision 0031): a 10,000-line statement matched
 * at once held the main thread for 250–470 ms, every other request waiting.
 */
const MATCH_CHUNK = 1_000;

export async function matchCredits({
  lines,
  bookings,
  stored,
  window,
}: MatchInput): Promise<MatchPlan> {
  const storedByKey = new Map(stored.map((line) => [line.key, line]));
  const claimed = new Set(
    stored.flatMap((line) => (line.state === 'matched' && line.bookingId ? [line.bookingId] : [])),
  );
  const byReference = groupBy(bookings, (booking) => booking.txnId);
  const seen = new Set<string>();
  const planned: PlannedLine[] = [];
  for await (const chunk of inChunks(lines, MATCH_CHUNK)) {
    for (const line of chunk) planned.push(planLine(line, seen, storedByKey));
  }
  const fresh = planned.filter((plan) => plan.outcome === 'unmatched');
  const reverseStored = pairReversals(fresh, stored);

  const credits = fresh.filter((plan) => plan.line.direction === 'credit');
  for await (const chunk of inChunks(credits, MATCH_CHUNK)) {
    for (const credit of chunk) {
      if (credit.outcome !== 'unmatched') continue;
      const chosen = matchCredit(credit, byReference, claimed, window);
      if (chosen) claimed.add(chosen);
    }
  }
  return { lines: planned, reverseStored };
}

/** A line as first seen: a repeat of one above, one stored before, or still to match. */
function planLine(
  line: StatementLine,
  seen: Set<string>,
  storedByKey: Map<string, StoredLineState>,
): PlannedLine {
  const { upiCandidates } = line;
  const only = upiCandidates.length === 1 ? upiCandidates[0] : undefined;
  const lowest = only ?? [...upiCandidates].sort()[0] ?? '';
  const keys = keysOf(line);
  const plan: PlannedLine = {
    line,
    key: keyUnder(line, lowest),
    storedReference: lowest,
    reference: only ?? null,
    outcome: 'unmatched',
    reason: null,
    bookingId: null,
  };
  const duplicate = keys.some((key) => seen.has(key));
  for (const key of keys) seen.add(key);
  if (duplicate) {
    plan.outcome = 'duplicate-in-file';
    return plan;
  }
  const before = keys.map((key) => storedByKey.get(key)).find((found) => found !== undefined);
  if (before) {
    plan.reference = before.upiReference;
    plan.outcome = 'already-imported';
  }
  return plan;
}

/** Settles a fresh credit: its booking confirmed, or its reason. Answers the booking it claims. */
function matchCredit(
  credit: PlannedLine,
  byReference: Map<string, CandidateBooking[]>,
  claimed: ReadonlySet<string>,
  window: MatchWindow,
): string | undefined {
  const reference = settleReference(credit.line.upiCandidates, byReference);
  if (reference === undefined) {
    credit.reason = 'ambiguous-reference';
    return undefined;
  }
  settle(credit, reference);
  const chosen = chooseBooking(byReference.get(reference) ?? []);
  if (!chosen) {
    credit.reason = 'reference-unknown';
    return undefined;
  }
  const { booking, shared } = chosen;
  credit.bookingId = booking.id;
  if (shared || claimed.has(booking.id)) {
    credit.reason = 'reference-used';
  } else if (credit.line.amountPaise !== booking.priceTotal * 100) {
    credit.reason = 'amount-differs';
  } else if (!withinWindow(daysAfterBooking(credit.line.date, booking.createdAt), window)) {
    credit.reason = 'outside-window';
  } else if (booking.status === 'CANCELLED') {
    credit.reason = booking.lapsedAt ? 'booking-lapsed' : 'booking-not-waiting';
  } else {
    credit.outcome =
      booking.status === 'PAYMENT_SUBMITTED' ? 'confirm' : 'matched-already-confirmed';
    return booking.id;
  }
  return undefined;
}

/**
 * Which of a credit's numbers is its UPI reference: the only one; else the one number that
 * belongs to a booking waiting for its money; else, when none waits, the one that names any
 * booking (a lapsed or confirmed one, for staff to see). Undefined leaves the line ambiguous.
 */
function settleReference(
  candidates: readonly string[],
  byReference: Map<string, CandidateBooking[]>,
): string | undefined {
  if (candidates.length === 1) return candidates[0];
  const waiting = candidates.filter((candidate) =>
    (byReference.get(candidate) ?? []).some((booking) => booking.status === 'PAYMENT_SUBMITTED'),
  );
  if (waiting.length > 0) return waiting.length === 1 ? waiting[0] : undefined;
  const named = candidates.filter((candidate) => byReference.has(candidate));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The booking a reference pays. When several gave it, the one still open wins if all the others
 * are cancelled (a customer whose booking lapsed may book again with the same number); two open
 * ones, or only cancelled ones, leave the reference `shared`.
 */
function chooseBooking(
  named: readonly CandidateBooking[],
): { booking: CandidateBooking; shared: boolean } | undefined {
  const [only, ...others] = named;
  if (!only) return undefined;
  // The booking's number was given by another booking at submit: that one must be found too.
  if (others.length === 0) return { booking: only, shared: only.duplicateTxn === 1 };
  const open = named.filter((booking) => booking.status !== 'CANCELLED');
  const [first = only] = [...(open.length > 0 ? open : named)].sort(
    (a, b) => a.duplicateTxn - b.duplicateTxn,
  );
  return { booking: first, shared: open.length !== 1 };
}

function withinWindow(days: number, { daysBefore, daysAfter }: MatchWindow): boolean {
  return days >= -daysBefore && days <= daysAfter;
}
