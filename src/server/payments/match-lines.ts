/** What matching works on: a planned line, a stored line's state, and the key lines are stored by. */
import type { LineOutcomeKind, UnmatchedReason } from '#shared/payments/payment-matching.ts';
import type { StatementLine } from './statement-line.ts';

export interface StoredLineState {
  id: string;
  key: string;
  direction: 'credit' | 'debit';
  upiReference: string;
  amountPaise: number;
  state: string;
  bookingId: string | null;
}

export interface PlannedLine {
  line: StatementLine;
  /** The reference the line is stored by: the settled one, else the lowest candidate. */
  key: string;
  storedReference: string;
  /** The settled reference; null while the line's candidates leave it ambiguous. */
  reference: string | null;
  outcome: LineOutcomeKind | 'not-a-reversal';
  reason: UnmatchedReason | null;
  bookingId: string | null;
  /** The sent refund a payment out shows leaving (outcome `refund-seen`). */
  refundId?: string;
}

interface KeyedLine {
  direction: string;
  amountPaise: number;
  date: string;
}

/** The natural key a line is stored once by. */
export function lineKey(line: KeyedLine & { upiReference: string }): string {
  return keyUnder(line, line.upiReference);
}

/** The line's key were it stored by `reference` (copying a line to set one took a tenth of a plan). */
export function keyUnder(line: KeyedLine, reference: string): string {
  return `${reference}|${line.direction}|${line.amountPaise}|${line.date}`;
}
