import * as z from 'zod/mini';

/**
 * Every line of a statement file, accounted for (decision 0033): each line read falls into exactly
 * one of these parts, so the parts add up to `linesRead`. The preview and the apply answer carry
 * them; the desk shows them as a plain list.
 */

/** Why the reader set a line of the file aside as no transaction, in staff's words. */
export const SKIPPED_LINE_LABELS = {
  preamble: 'Account details above the table',
  'repeated-header': 'Column headers repeated',
  'page-row': 'Page row',
  summary: 'Statement summary',
  balance: 'Opening or closing balance',
  total: 'Total',
  'end-marker': 'End of statement',
  footer: 'Note below the table',
  continuation: 'Narration continued',
  blank: 'Empty line',
} as const;
export type SkippedLineKind = keyof typeof SKIPPED_LINE_LABELS;
const SKIPPED_LINE_KINDS = Object.keys(SKIPPED_LINE_LABELS) as [
  SkippedLineKind,
  ...SkippedLineKind[],
];

/** The transaction lines' parts, each with the label the desk shows, in the desk's order. */
export const LINE_COUNT_LABELS = {
  confirm: 'Bookings to confirm',
  matchedAlreadyConfirmed: 'Already confirmed',
  unmatched: 'Not matched',
  ambiguous: 'Two UPI numbers, neither settled',
  lapsed: 'Booking lapsed before the money came',
  reversed: 'Credits returned',
  reversal: 'Returns of a credit',
  alreadyImported: 'Already imported',
  duplicateInFile: 'Listed twice in the file',
  noReference: 'No UPI reference',
  paidOut: 'UPI payments out',
  refundSeen: 'Refunds seen leaving the account',
  ignored: 'Other currency, no amount, or failed',
} as const;
export type LineCountPart = keyof typeof LINE_COUNT_LABELS;

const count = z.number().check(z.int(), z.minimum(0));

export const StatementCountsSchema = z.object({
  /** Non-empty lines (rows) the file holds, header and preamble included. */
  linesRead: count,
  /** The table's header row (1). */
  header: count,
  ...(Object.fromEntries(Object.keys(LINE_COUNT_LABELS).map((part) => [part, count])) as Record<
    LineCountPart,
    typeof count
  >),
  /** Lines that are no transaction, by why (see SKIPPED_LINE_LABELS); only reasons seen. */
  skipped: z.partialRecord(z.enum(SKIPPED_LINE_KINDS), count),
});
export type StatementCounts = z.infer<typeof StatementCountsSchema>;

/** Every part added up: equals `linesRead` when each line is accounted for. */
export function sumOfCounts(counts: StatementCounts): number {
  const lines = (Object.keys(LINE_COUNT_LABELS) as LineCountPart[]).reduce(
    (sum, part) => sum + counts[part],
    0,
  );
  return counts.header + lines + skippedTotal(counts);
}

/** How many lines the reader set aside as no transaction. */
export function skippedTotal(counts: StatementCounts): number {
  return Object.values(counts.skipped).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}
