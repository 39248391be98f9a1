/**
 * Reading a bank statement (issue 20, the Payments desk): the bytes of a CSV or XLSX export in,
 * typed lines out. Pure: no database, no HTTP.
 *
 *   for await (const entry of readStatement(upload.file, { layout: { preset: 'hdfc' } })) { … }
 *   const { header, lines, ignored } = await readWholeStatement(bytes, {});
 *
 * - The first entry is always a `StatementHeader` (format, layout recognised, header line);
 *   then `StatementLine`s (credits and debits, in file order) and `IgnoredStatementLine`s (other
 *   currencies, lines without an amount), for the preview to list.
 * - Without `layout`, every bank preset is tried on each line until one matches the header row
 *   (banks put 10-25 lines of account details above it). With a preset or a staff mapping, only
 *   that layout is tried.
 * - Money is integer paise, always positive, with `direction`. Dates are the transaction date
 *   as the bank printed it (India time, no conversion), `yyyy-mm-dd`.
 * - `upiReference` is the 12-digit UPI reference or null (absent, or two candidates: see
 *   upi-reference.ts). Matching should key on it; `bankReference` is for display.
 * - Duplicates and reversals are passed through as the bank wrote them: deduplicating (bank
 *   account, reference, amount, date) and pairing a debit with its credit are the importer's job.
 * - Any unreadable file or cell throws `StatementError` (with `line`, `column`, `columnLetter`),
 *   possibly after some lines were yielded: the caller must store nothing until the iteration
 *   has finished without error. `readWholeStatement` does that for a preview.
 * - The file is bounded by `maxBytes` (20 MB), counted as bytes arrive. CSV streams, so its
 *   memory is bounded by a row; XLSX is loaded whole (see xlsx-rows.ts for why).
 */
import {
  STATEMENT_PRESET_LABELS,
  type StatementLayoutChoice,
} from '../../shared/payments/statement-mapping';
import { ByteLimit, MAX_STATEMENT_BYTES, peek, type StatementInput } from './statement-bytes';
import { StatementError } from './statement-error';
import type {
  IgnoredStatementLine,
  StatementEntry,
  StatementFormat,
  StatementHeader,
  StatementLine,
} from './statement-line';
import {
  ALL_PRESET_LAYOUTS,
  layoutOfMapping,
  PRESET_LAYOUTS,
  type StatementLayout,
} from './statement-presets';
import {
  hasReadableDate,
  matchHeader,
  readRow,
  refuseFormulas,
  type StatementColumns,
  type StatementRow,
} from './statement-table';
import { statementRows } from './statement-rows';

export type { StatementInput } from './statement-bytes';
export { MAX_STATEMENT_BYTES } from './statement-bytes';
export { StatementError } from './statement-error';
export type {
  IgnoredStatementLine,
  StatementEntry,
  StatementHeader,
  StatementLine,
} from './statement-line';

export interface ReadStatementOptions {
  /** A bank preset or a staff mapping; all presets are tried when left out. */
  layout?: StatementLayoutChoice;
  /** Defaults to MAX_STATEMENT_BYTES (20 MB). */
  maxBytes?: number;
}

/** Banks put account details above the table; a header further down than this is no statement. */
const MAX_HEADER_LINE = 100;

export async function* readStatement(
  input: StatementInput,
  options: ReadStatementOptions = {},
): AsyncGenerator<StatementEntry> {
  const limit = new ByteLimit(options.maxBytes ?? MAX_STATEMENT_BYTES);
  const { head, chunks } = await peek(input, 4);
  if (head.length === 0) throw new StatementError('The file is empty.');
  const { format, rows } = statementRows(head, limit.pass(chunks));
  try {
    yield* readRows(rows, format, layoutsOf(options.layout));
  } catch (error) {
    // A file cut off at the limit makes odd errors of its own; the limit is the real one.
    throw limit.failure ?? error;
  }
  if (limit.failure) throw limit.failure;
}

/** The whole statement at once, for a preview; refuses the whole file on the first error. */
export async function readWholeStatement(
  input: StatementInput,
  options: ReadStatementOptions = {},
): Promise<{ header: StatementHeader; lines: StatementLine[]; ignored: IgnoredStatementLine[] }> {
  let header: StatementHeader | undefined;
  const lines: StatementLine[] = [];
  const ignored: IgnoredStatementLine[] = [];
  for await (const entry of readStatement(input, options)) {
    if (entry.kind === 'header') header = entry;
    else if (entry.kind === 'line') lines.push(entry);
    else ignored.push(entry);
  }
  if (!header) throw new StatementError('The file has no statement table.');
  return { header, lines, ignored };
}

function layoutsOf(choice: StatementLayoutChoice | undefined): StatementLayout[] {
  if (!choice) return ALL_PRESET_LAYOUTS;
  return 'preset' in choice ? PRESET_LAYOUTS[choice.preset] : [layoutOfMapping(choice.mapping)];
}

async function* readRows(
  rows: AsyncIterable<StatementRow>,
  format: StatementFormat,
  layouts: StatementLayout[],
): AsyncGenerator<StatementEntry> {
  let columns: StatementColumns | null = null;
  let endedAt: number | null = null;
  for await (const row of rows) {
    refuseFormulas(row, columns);
    if (!columns) {
      columns = matchHeader(row, layouts);
      if (columns) yield headerEntry(columns, format);
      else if (row.line >= MAX_HEADER_LINE) break;
      continue;
    }
    if (endedAt !== null) {
      if (hasReadableDate(row, columns)) {
        throw new StatementError(
          `a dated line below the end of the table at line ${endedAt}. Please remove the lines in between, or download the statement again.`,
          { line: row.line },
        );
      }
      continue;
    }
    const outcome = readRow(row, columns);
    if (outcome.kind === 'end') endedAt = row.line;
    else if (outcome.kind !== 'skip') yield outcome;
  }
  if (!columns) throw notAStatement(layouts);
}

function headerEntry(columns: StatementColumns, format: StatementFormat): StatementHeader {
  const named: Record<string, string> = {
    date: columns.date.header,
    description: columns.description.header,
  };
  if (columns.reference) named.reference = columns.reference.header;
  for (const [role, column] of Object.entries(columns.amounts)) {
    if (typeof column === 'object' && column) named[role] = column.header;
  }
  if (columns.currency) named.currency = columns.currency.header;
  return {
    kind: 'header',
    format,
    layout: columns.layout.name,
    lineNumber: columns.headerLine,
    columns: named,
  };
}

function notAStatement(layouts: StatementLayout[]): StatementError {
  const names = [...new Set(layouts.map((layout) => layout.name))];
  if (names.includes('custom')) {
    const [layout] = layouts;
    const wanted = layout ? [layout.date, layout.description, layout.reference].flat() : [];
    return new StatementError(
      `This file is not a statement in the saved layout: no line has the columns ${wanted.map((name) => `"${name}"`).join(', ')} and the amount columns of the mapping.`,
    );
  }
  return new StatementError(
    `This file is not a bank statement we can read: none of its first ${MAX_HEADER_LINE} lines has the column headers of ${banks(names)}.`,
  );
}

function banks(names: (keyof typeof STATEMENT_PRESET_LABELS | 'custom')[]): string {
  const labels = names.flatMap((name) =>
    name === 'custom' ? [] : [STATEMENT_PRESET_LABELS[name]],
  );
  const last = labels.pop();
  return labels.length > 0 ? `a ${labels.join(', ')} or ${last} statement` : `a ${last} statement`;
}
