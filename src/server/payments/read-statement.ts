/**
 * Reading a bank statement (the Payments desk; decisions 0022 and 0031): the bytes of an export in,
 * typed lines out (read-rows.ts interprets the rows). Pure: no database, no HTTP.
 *
 *   for await (const entry of readStatement(upload.file, { layout: { preset: 'hdfc' } })) { … }
 *   const { header, lines, ignored } = await readWholeStatement(bytes, {});
 *
 * - The first entry is always a `StatementHeader` (format, layout recognised, header line);
 *   then, in file order, every other non-empty row: `StatementLine`s (credits and debits),
 *   `IgnoredStatementLine`s (other currencies, lines without an amount, failed app payments) and
 *   `SkippedStatementLine`s (preamble, page rows, summaries, continuations…, with the reason).
 * - Without `layout`, every bank preset is tried on each line until one matches the header row
 *   (banks put 10-25 lines of account details above it). With a preset or a staff mapping, only
 *   that layout is tried.
 * - Money is integer paise, always positive, with `direction`. Dates are the transaction date
 *   as the bank printed it (India time, no conversion), `yyyy-mm-dd`.
 * - `upiCandidates` lists every 12-digit UPI reference the line carries; `upiReference` is the
 *   one when there is exactly one (see upi-reference.ts). `bankReference` is for display.
 * - Duplicates and reversals are passed through as the bank wrote them: deduplicating (bank
 *   account, reference, amount, date) and pairing a debit with its credit are the importer's job.
 * - Any unreadable file or cell throws `StatementError` (with `line`, `column`, `columnLetter`),
 *   possibly after some lines were yielded: the caller must store nothing until the iteration
 *   has finished without error. `readWholeStatement` does that for a preview.
 * - The file is bounded by `maxBytes` (20 MB), counted as bytes arrive. CSV streams, so its
 *   memory is bounded by a row; XLSX is loaded whole (see xlsx-rows.ts for why).
 */
import type { StatementLayoutChoice } from '#shared/payments/statement-mapping.ts';
import { readRows } from './read-rows.ts';
import { ByteLimit, MAX_STATEMENT_BYTES, peek, type StatementInput } from './statement-bytes.ts';
import { StatementError } from './statement-error.ts';
import type { ReadStatementResult, StatementEntry, StatementHeader } from './statement-line.ts';
import {
  ALL_PRESET_LAYOUTS,
  layoutOfMapping,
  PRESET_LAYOUTS,
  type StatementLayout,
} from './statement-presets.ts';
import { statementRows } from './statement-rows.ts';

export { readRows } from './read-rows.ts';
export type { StatementInput } from './statement-bytes.ts';
export { MAX_STATEMENT_BYTES } from './statement-bytes.ts';
export { StatementError } from './statement-error.ts';
export type {
  IgnoredStatementLine,
  ReadStatementResult,
  SkippedStatementLine,
  StatementEntry,
  StatementHeader,
  StatementLine,
} from './statement-line.ts';

export interface ReadStatementOptions {
  /** A bank preset or a staff mapping; all presets are tried when left out. */
  layout?: StatementLayoutChoice;
  /** Defaults to MAX_STATEMENT_BYTES (20 MB). */
  maxBytes?: number;
}

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

/**
 * The whole statement at once, for a preview; refuses the whole file on the first error. Every
 * non-empty row is counted in `linesRead` and listed once: the header, a line, ignored or skipped.
 */
export async function readWholeStatement(
  input: StatementInput,
  options: ReadStatementOptions = {},
): Promise<ReadStatementResult> {
  return collectStatement(readStatement(input, options));
}

/** Gathers a reader's entries (readStatement's, or readRows' over another row source). */
export async function collectStatement(
  entries: AsyncIterable<StatementEntry>,
): Promise<ReadStatementResult> {
  let header: StatementHeader | undefined;
  const result: Omit<ReadStatementResult, 'header'> = {
    lines: [],
    ignored: [],
    skipped: [],
    linesRead: 0,
  };
  for await (const entry of entries) {
    result.linesRead += 1;
    if (entry.kind === 'header') header = entry;
    else if (entry.kind === 'line') result.lines.push(entry);
    else if (entry.kind === 'ignored') result.ignored.push(entry);
    else result.skipped.push(entry);
  }
  if (!header) throw new StatementError('The file has no statement table.');
  return { header, ...result };
}

function layoutsOf(choice: StatementLayoutChoice | undefined): StatementLayout[] {
  if (!choice) return ALL_PRESET_LAYOUTS;
  return 'preset' in choice ? PRESET_LAYOUTS[choice.preset] : [layoutOfMapping(choice.mapping)];
}
