import { STATEMENT_PRESET_LABELS } from '#shared/payments/statement-mapping.ts';
import type { ClosestHeader, StatementColumns } from './statement-columns.ts';
import { StatementError } from './statement-error.ts';
import { expectedHeaders, type StatementLayout } from './statement-layout.ts';
import type { StatementFormat, StatementHeader } from './statement-line.ts';

/** Banks put account details above the table; a header further down than this is no statement. */
export const MAX_HEADER_LINE = 100;

/** The reader's first entry: the layout it recognised and the columns it reads. */
export function headerEntry(columns: StatementColumns, format: StatementFormat): StatementHeader {
  const named: Record<string, string> = {
    date: columns.date.header,
    description: columns.description.header,
  };
  if (columns.valueDate) named.valueDate = columns.valueDate.header;
  if (columns.reference) named.reference = columns.reference.header;
  for (const [role, column] of Object.entries(columns.amounts)) {
    if (typeof column === 'object' && column) named[role] = column.header;
  }
  if (columns.currency) named.currency = columns.currency.header;
  if (columns.status) named.status = columns.status.header;
  return {
    kind: 'header',
    format,
    layout: columns.layout.name,
    lineNumber: columns.headerLine,
    columns: named,
  };
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

function labelOf(layout: StatementLayout): string {
  return layout.name === 'custom'
    ? 'your saved column mapping'
    : STATEMENT_PRESET_LABELS[layout.name];
}

/** The refusal when no line was a header: what was seen, and the closest layout. */
export function notAStatement(layouts: StatementLayout[], closest: ClosestHeader): StatementError {
  const mismatch = closest.mismatch(labelOf);
  const [first] = layouts;
  const names = [...new Set(layouts.map((layout) => layout.name))];
  const what =
    first?.name === 'custom'
      ? `This file is not a statement in the saved layout: no line has the columns ${quoted(expectedHeaders(first))} of the mapping.`
      : names.length === 1 && first
        ? `This file is not ${withArticle(labelOf(first))} statement: none of its first ${MAX_HEADER_LINE} lines has the columns ${quoted(expectedHeaders(first))}.`
        : `This file is not a bank statement we can read: none of its first ${MAX_HEADER_LINE} lines has the column headers of a bank we know.`;
  const seen =
    mismatch.headersSeen.length > 0
      ? ` The line most like a header has ${quoted(mismatch.headersSeen.slice(0, 12))}.`
      : '';
  const near =
    mismatch.closest && names.length > 1
      ? ` The closest is ${mismatch.closest.label}, which expects ${quoted(mismatch.closest.expected)}${mismatch.closest.missing.length > 0 ? ` (missing ${quoted(mismatch.closest.missing)})` : ''}.`
      : '';
  const offer =
    mismatch.headersSeen.length > 0
      ? ' You can set up a column mapping from these headers.'
      : ' Please choose the bank, or download the statement again from the bank.';
  return new StatementError(`${what}${seen}${near}${offer}`, {}, mismatch);
}

/** "an HDFC Bank", "an ICICI Bank", "a State Bank of India", "a Union Bank of India". */
export function withArticle(label: string): string {
  return /^(?:[AEIO]|U(?!ni)|HDFC|IDFC|F[A-Z]{2}|X)/.test(label) ? `an ${label}` : `a ${label}`;
}
