import {
  LINE_COUNT_LABELS,
  type LineCountPart,
  SKIPPED_LINE_LABELS,
  type SkippedLineKind,
  type StatementCounts,
  skippedTotal,
  sumOfCounts,
} from '#shared/payments/statement-counts.ts';

export interface CountRow {
  label: string;
  value: number;
}

/**
 * Every line of the file in plain rows, the parts that hold any lines only: the header, each
 * outcome, then the lines that are no transaction by why. `total` is their sum, which the desk
 * shows beside the lines read: the two agree when every line is accounted for.
 */
export function countRows(
  counts: StatementCounts,
  applied: boolean,
): {
  rows: CountRow[];
  total: number;
} {
  const parts = (Object.keys(LINE_COUNT_LABELS) as LineCountPart[])
    .filter((part) => counts[part] > 0)
    .map((part) => ({
      label: part === 'confirm' && applied ? 'Bookings confirmed' : LINE_COUNT_LABELS[part],
      value: counts[part],
    }));
  const skipped = (Object.keys(SKIPPED_LINE_LABELS) as SkippedLineKind[]).flatMap((kind) => {
    const value = counts.skipped[kind] ?? 0;
    return value > 0 ? [{ label: SKIPPED_LINE_LABELS[kind], value }] : [];
  });
  return {
    rows: [{ label: 'Column headers', value: counts.header }, ...parts, ...skipped],
    total: sumOfCounts(counts),
  };
}

/** The lines that confirm nothing and wait for no one (the folded list's total). */
export function setAsideTotal(counts: StatementCounts): number {
  return counts.noReference + counts.paidOut + counts.ignored + skippedTotal(counts);
}
