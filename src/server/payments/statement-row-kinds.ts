import type { SkipReason } from './statement-line.ts';
import type { StatementRow } from './statement-row.ts';
import { text } from './statement-table.ts';

/**
 * The rows of a statement that are no transaction, told by their words: how banks write them in
 * their exports (HDFC's `STATEMENT SUMMARY :-` and `---  End Of Statement ---`, ICICI's
 * `Page Total`, Axis's `OPENING BALANCE` and `TRANSACTION TOTAL`, `Page 1 of 2` between pages
 * of statements made from PDFs). Only rows without a transaction date are asked.
 */
const MARKERS: [SkipReason, RegExp][] = [
  ['page-row', /^page\s*(?:no\.?)?\s*:?\s*\d+\s*(?:(?:of|\/)\s*\d+)?$/i],
  ['end-marker', /\bend\s+of\s+(?:the\s+)?statement\b/i],
  ['summary', /^(?:statement|account)\s+summary\b|^summary\b/i],
  [
    'balance',
    /^(?:opening|closing|available)\s+bal(?:ance)?\b|^balance\s+(?:b\/f|c\/f|brought|carried|as\s+on)\b|^(?:b\/f|c\/f|brought\s+forward|carried\s+forward)\b/i,
  ],
  ['total', /^(?:page|transaction|grand|sub)?\s*-?\s*totals?\b/i],
];

/** The reason a row is skipped when one of its cells says what it is, else null. */
export function markerOf(row: StatementRow): SkipReason | null {
  for (const cell of row.cells) {
    const written = text(cell);
    if (written === '') continue;
    for (const [reason, pattern] of MARKERS) if (pattern.test(written)) return reason;
  }
  return null;
}

/** A row of rules or stars only, such as HDFC's `********` line under the header. */
export function isRuleRow(row: StatementRow): boolean {
  return row.cells.every((cell) => !/[\p{L}\p{N}]/u.test(text(cell)));
}

/** Whether every cell of the row is empty: such rows are no line of the file. */
export function isEmptyRow(row: StatementRow): boolean {
  return row.cells.every((cell) => text(cell) === '');
}

/** A time of day alone, as PhonePe's statement writes under a payment's date ("10:04 am"). */
export function isTimeOnly(written: string): boolean {
  return /^\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?$/i.test(written);
}

/** The row's cells joined, shortened, for the preview's list of skipped lines. */
export function rowText(row: StatementRow): string {
  const joined = row.cells.map(text).filter(Boolean).join(' | ');
  return joined.length > 200 ? `${joined.slice(0, 199)}…` : joined;
}
