import {
  ClosestHeader,
  isRepeatedHeader,
  matchHeader,
  type StatementColumns,
} from './statement-columns.ts';
import { looksLikeDate } from './statement-date.ts';
import { StatementError } from './statement-error.ts';
import { headerEntry, MAX_HEADER_LINE, notAStatement } from './statement-header.ts';
import type { StatementLayout } from './statement-layout.ts';
import type {
  IgnoredStatementLine,
  SkippedStatementLine,
  SkipReason,
  StatementEntry,
  StatementFormat,
  StatementLine,
} from './statement-line.ts';
import type { StatementRow } from './statement-row.ts';
import { isEmptyRow, isRuleRow, isTimeOnly, markerOf, rowText } from './statement-row-kinds.ts';
import {
  place,
  readAmounts,
  readDate,
  readRow,
  refuseFormulas,
  text,
  withCandidates,
} from './statement-table.ts';
import { realignShiftedRow } from './unquoted-narration.ts';

/** A line read, held until the next row shows whether the bank wrapped its narration onto it. */
interface Pending {
  entry: StatementLine | IgnoredStatementLine;
  continuations: SkippedStatementLine[];
}

/**
 * Interprets a statement's rows, in file order: the first entry is the header; then every
 * non-empty row is a line, an ignored line or a skipped one (with its reason), so that the
 * preview's counts add up to the rows read. A transaction line is yielded once the next row
 * has shown it is not a continuation of its narration.
 */
export async function* readRows(
  rows: AsyncIterable<StatementRow>,
  format: StatementFormat,
  layouts: StatementLayout[],
): AsyncGenerator<StatementEntry> {
  let columns: StatementColumns | null = null;
  // `table` while lines come; `summary` and `footer` after the table, where no line may follow.
  let part: 'table' | 'summary' | 'footer' = 'table';
  let endedAt = 0;
  let pending: Pending | null = null;
  const closest = new ClosestHeader();
  const skip = (row: StatementRow, reason: SkipReason): SkippedStatementLine => ({
    kind: 'skipped',
    lineNumber: row.line,
    reason,
    text: rowText(row),
  });
  function* flush(): Generator<StatementEntry> {
    if (!pending) return;
    yield pending.entry;
    yield* pending.continuations;
    pending = null;
  }

  for await (const source of rows) {
    if (isEmptyRow(source)) continue;
    if (!columns) {
      refuseFormulas(source, null);
      columns = matchHeader(source, layouts);
      if (columns) {
        yield headerEntry(columns, format);
        continue;
      }
      closest.consider(source, layouts);
      yield skip(source, 'preamble');
      if (source.line >= MAX_HEADER_LINE) break;
      continue;
    }
    if (isRepeatedHeader(source, columns)) {
      yield* flush();
      part = 'table';
      yield skip(source, 'repeated-header');
      continue;
    }
    if (isRuleRow(source)) {
      yield* flush();
      yield skip(source, 'blank');
      continue;
    }
    const row = format === 'csv' ? realignShiftedRow(source, columns) : source;
    const dateCell = row.cells[columns.date.index];
    const dateText = text(dateCell);
    // Below the table, numbers in the date column are summary figures (HDFC's opening balance).
    const date =
      part === 'table' || typeof dateCell !== 'number' ? readDate(dateCell, columns) : null;
    if (part !== 'table') {
      if (date !== null) {
        throw new StatementError(
          `a dated line below the end of the table at line ${endedAt}. Please remove the lines in between, or download the statement again.`,
          { line: row.line },
        );
      }
      const marker = markerOf(row);
      if (marker === 'end-marker' || marker === 'page-row') yield skip(row, marker);
      else yield skip(row, part);
      continue;
    }
    if (date !== null) {
      yield* flush();
      refuseFormulas(row, columns);
      pending = { entry: readRow(row, columns, date), continuations: [] };
      continue;
    }
    const marker = markerOf(row);
    if (marker) {
      yield* flush();
      if (marker === 'summary' || marker === 'end-marker') {
        part = marker === 'summary' ? 'summary' : 'footer';
        endedAt = row.line;
      }
      yield skip(row, marker);
      continue;
    }
    const amount = readAmounts(row, columns);
    // A wrapped narration may go on with "-" ("…SHREE GANESH" + "-MOTORS--"): only "=", "@" and
    // formula cells are formulas on a line without date or amount.
    refuseFormulas(row, columns, { wrapped: !amount });
    if (dateText === '' || isTimeOnly(dateText)) {
      if (amount) {
        const valueDate = columns.valueDate
          ? readDate(row.cells[columns.valueDate.index], columns)
          : null;
        if (valueDate === null) {
          throw new StatementError(
            'this line has an amount but no date (and no value date). Please download the statement again, or add the date.',
            { line: row.line },
          );
        }
        yield* flush();
        pending = { entry: readRow(row, columns, valueDate), continuations: [] };
        continue;
      }
      const joined = pending ? joinContinuation(pending, row, columns) : null;
      if (joined) continue;
      yield* flush();
      yield skip(row, 'footer');
      continue;
    }
    if (looksLikeDate(dateText)) {
      throw new StatementError(
        `the date "${dateText}" cannot be read.`,
        place(row, columns.date.index, columns),
      );
    }
    // Text in the date column that is no date: the table is over, a footer begins.
    yield* flush();
    part = 'footer';
    endedAt = row.line;
    yield skip(row, 'footer');
  }
  yield* flush();
  if (!columns) throw notAStatement(layouts, closest);
}

/**
 * Joins a row holding only narration (and perhaps the rest of a reference) to the line above,
 * as SBI hard-wraps long Details: a UTR split as `…/61571937` + `2785/…` is read whole. Returns
 * false when the row holds nothing to join.
 */
function joinContinuation(pending: Pending, row: StatementRow, columns: StatementColumns): boolean {
  const more = text(row.cells[columns.description.index]);
  const moreReference = columns.reference ? text(row.cells[columns.reference.index]) : '';
  if (more === '' && moreReference === '') return false;
  const { entry } = pending;
  const description = joinWrapped(entry.description, more);
  pending.entry =
    entry.kind === 'line'
      ? withCandidates(
          { ...entry, description, bankReference: joinWrapped(entry.bankReference, moreReference) },
          columns,
        )
      : { ...entry, description };
  pending.continuations.push({
    kind: 'skipped',
    lineNumber: row.line,
    reason: 'continuation',
    text: rowText(row),
    joinedTo: entry.lineNumber,
  });
  return true;
}

// A wrap that cut a number, or came after a separator, is joined without a space.
function joinWrapped(before: string, after: string): string {
  if (after === '') return before;
  if (before === '') return after;
  const tight = /\d$/.test(before) && /^\d/.test(after);
  return tight || /[/\-@.]$/.test(before) || /^[/\-@]/.test(after)
    ? `${before}${after}`
    : `${before} ${after}`;
}

export { MAX_HEADER_LINE, withArticle } from './statement-header.ts';
