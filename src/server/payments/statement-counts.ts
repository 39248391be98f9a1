/**
 * Every line of a statement accounted for (decision 0033): the counts put each line read into
 * exactly one part (so they add up to `linesRead`), and the lines that neither confirm nor wait for
 * staff are listed with why, in staff's words.
 */
import type { StatementPreview } from '#shared/payments/payment-matching.ts';
import {
  type LineCountPart,
  SKIPPED_LINE_LABELS,
  type StatementCounts,
} from '#shared/payments/statement-counts.ts';
import type { PlannedLine } from './match-credits.ts';
import type {
  IgnoredStatementLine,
  ReadStatementResult,
  SkippedStatementLine,
  SkipReason,
} from './statement-line.ts';

// The reader's reasons and the desk's labels stay one list: a new reason fails to compile here.
const SKIP_LABELS: Record<SkipReason, string> = SKIPPED_LINE_LABELS;

/** A planned line's part of the counts. */
function partOf({ outcome, reason }: PlannedLine): LineCountPart {
  switch (outcome) {
    case 'confirm':
      return 'confirm';
    case 'matched-already-confirmed':
      return 'matchedAlreadyConfirmed';
    case 'reversed':
    case 'reversal':
      return outcome;
    case 'already-imported':
      return 'alreadyImported';
    case 'duplicate-in-file':
      return 'duplicateInFile';
    case 'not-a-reversal':
      return 'paidOut';
    case 'refund-seen':
      return 'refundSeen';
    case 'unmatched':
      if (reason === 'ambiguous-reference') return 'ambiguous';
      if (reason === 'booking-lapsed') return 'lapsed';
      return 'unmatched';
  }
}

export function countStatement(read: ReadStatementResult, planned: PlannedLine[]): StatementCounts {
  const counts: StatementCounts = {
    linesRead: read.linesRead,
    header: 1,
    confirm: 0,
    matchedAlreadyConfirmed: 0,
    unmatched: 0,
    ambiguous: 0,
    lapsed: 0,
    reversed: 0,
    reversal: 0,
    alreadyImported: 0,
    duplicateInFile: 0,
    noReference: read.lines.filter((line) => line.upiCandidates.length === 0).length,
    paidOut: 0,
    refundSeen: 0,
    ignored: read.ignored.length,
    skipped: {},
  };
  for (const line of planned) counts[partOf(line)] += 1;
  for (const { reason } of read.skipped) counts.skipped[reason] = (counts.skipped[reason] ?? 0) + 1;
  return counts;
}

const IGNORED_WHY: Record<IgnoredStatementLine['reason'], (line: IgnoredStatementLine) => string> =
  {
    'other-currency': (line) => `Other currency (${line.currency ?? '?'})`,
    'no-amount': () => 'No amount',
    failed: () => 'Payment failed or pending',
  };

/** Counted in full, listed up to a screenful: a month's statement has thousands of them. */
const MAX_SET_ASIDE_LISTED = 500;

function skippedWhy(line: SkippedStatementLine): string {
  const label = SKIP_LABELS[line.reason];
  return line.reason === 'continuation' && line.joinedTo !== undefined
    ? `${label}: joined to line ${line.joinedTo}`
    : label;
}

/** The lines that confirm nothing and wait for no one, in file order, each with why. */
export function listSetAside(
  read: ReadStatementResult,
  planned: PlannedLine[],
): StatementPreview['skipped'] {
  return [
    ...read.lines
      .filter((line) => line.upiCandidates.length === 0)
      .map((line) => ({ ...line, why: 'No UPI reference' })),
    ...planned
      .filter((plan) => plan.outcome === 'not-a-reversal')
      .map(({ line }) => ({ ...line, why: 'UPI payment out' })),
    ...read.ignored.map((line) => ({
      ...line,
      why: IGNORED_WHY[line.reason](line),
    })),
    ...read.skipped.map((line) => ({
      lineNumber: line.lineNumber,
      date: '',
      description: line.text,
      why: skippedWhy(line),
    })),
  ]
    .map(({ lineNumber, date, description, why }) => ({ lineNumber, date, description, why }))
    .sort((a, b) => a.lineNumber - b.lineNumber)
    .slice(0, MAX_SET_ASIDE_LISTED);
}
