import { paiseFromSpreadsheetNumber, parseIndianAmount } from './indian-amount.ts';
import type { Column, StatementColumns } from './statement-columns.ts';
import { isoDateOfSpreadsheetDate, parseStatementDate } from './statement-date.ts';
import { columnLetter, StatementError } from './statement-error.ts';
import type { IgnoredStatementLine, StatementLine } from './statement-line.ts';
import { findUpiCandidates, onlyCandidate } from './upi-reference.ts';

export type { StatementColumns } from './statement-columns.ts';
export { matchHeader } from './statement-columns.ts';

import type { StatementCell, StatementRow } from './statement-row.ts';

// A plain number with a sign, as statements write amounts and negative balances ("-,77,682.30").
const SIGNED_NUMBER = /^[+-][\d,.\s]*$/;

/**
 * Refuses cells a spreadsheet would run as a formula: formula cells, and text starting with "="
 * or "@", or with "+" or "-" unless what follows is only a number ("-1,200.00", a lone "-").
 * The reader calls it on the preamble and on transaction lines; rows it skipped as end markers,
 * page rows or footers (HDFC's `---  End Of Statement ---`) are text it never uses. `wrapped`:
 * the rest of a narration, which may begin with "-" or "+" where the bank cut it.
 */
export function refuseFormulas(
  row: StatementRow,
  columns: StatementColumns | null,
  { wrapped = false } = {},
): void {
  const starts = wrapped ? /^\s*[=@]/ : /^\s*[=@+-]/;
  row.cells.forEach((cell, index) => {
    const isFormula =
      typeof cell === 'object' && !(cell instanceof Date)
        ? true
        : typeof cell === 'string' && starts.test(cell) && !SIGNED_NUMBER.test(cell.trim());
    if (isFormula) {
      throw new StatementError(
        'this cell holds a formula. Please download the statement again from the bank, unchanged.',
        place(row, index, columns),
      );
    }
  });
}

/** A transaction row's line (or why it is set aside), on the date the reader settled. */
export function readRow(
  row: StatementRow,
  columns: StatementColumns,
  date: string,
): StatementLine | IgnoredStatementLine {
  const amount = readAmounts(row, columns);
  const description = text(row.cells[columns.description.index]);
  const currency = readCurrency(row, columns, amount?.currency ?? null);
  const ignored = (reason: IgnoredStatementLine['reason']): IgnoredStatementLine => ({
    kind: 'ignored',
    lineNumber: row.line,
    reason,
    currency,
    date,
    description,
  });
  if (!amount) return ignored('no-amount');
  if (currency !== null && currency !== 'INR') return ignored('other-currency');
  if (columns.status && !isSuccessful(text(row.cells[columns.status.index]))) {
    return ignored('failed');
  }
  const bankReference = columns.reference ? text(row.cells[columns.reference.index]) : '';
  return withCandidates(
    {
      kind: 'line',
      lineNumber: row.line,
      date,
      amountPaise: amount.paise,
      direction: amount.direction,
      currency: currency === 'INR' ? 'INR' : null,
      description,
      bankReference: bankReference === '-' ? '' : bankReference,
      upiReference: null,
      upiCandidates: [],
    },
    columns,
  );
}

/** The line with its UPI candidates read (again, after a continuation line was joined). */
export function withCandidates(line: StatementLine, columns: StatementColumns): StatementLine {
  const upiCandidates = findUpiCandidates(line.bankReference, line.description, {
    allUpi: columns.layout.allUpi,
  });
  return { ...line, upiCandidates, upiReference: onlyCandidate(upiCandidates) };
}

// A UPI app's report lists failed and pending attempts too; only a success moved money.
function isSuccessful(status: string): boolean {
  return status === '' || /^(success|successful|settled|completed|paid|received)$/i.test(status);
}

// Excel serials of 2000-01-01 to 2099-12-31: a number outside is an amount, never a date.
const FIRST_SERIAL = 36_526;
const LAST_SERIAL = 73_050;

/** The cell's date, `yyyy-mm-dd`, or null. Numbers count only as Excel serials of this century. */
export function readDate(
  cell: StatementCell | undefined,
  columns: StatementColumns,
): string | null {
  if (cell instanceof Date) return isoDateOfSpreadsheetDate(cell);
  if (typeof cell === 'number') {
    if (cell < FIRST_SERIAL || cell >= LAST_SERIAL + 1) return null;
    return isoDateOfSpreadsheetDate(
      new Date(Date.UTC(1899, 11, 30) + Math.floor(cell) * 86_400_000),
    );
  }
  if (typeof cell !== 'string') return null;
  return parseStatementDate(cell, columns.layout.dateOrder);
}

interface Amount {
  paise: number;
  direction: 'credit' | 'debit';
  currency: string | null;
}

/** The row's amount, or null when its amount cells are empty, "-" or zero. */
export function readAmounts(row: StatementRow, columns: StatementColumns): Amount | null {
  const { amounts } = columns;
  if (amounts.kind === 'credit-debit') {
    const credit = readAmountCell(row, amounts.credit, columns);
    const debit = amounts.debit ? readAmountCell(row, amounts.debit, columns) : null;
    if (credit && debit) {
      throw new StatementError(
        `the line has both a credit ("${amounts.credit.header}") and a debit; a line moves money one way.`,
        place(row, amounts.debit?.index ?? amounts.credit.index, columns),
      );
    }
    const found = credit ?? debit;
    if (!found) return null;
    // Some exports write withdrawals as negative numbers in their own column.
    return {
      paise: Math.abs(found.paise),
      direction: credit ? 'credit' : 'debit',
      currency: found.currency,
    };
  }
  const amount = readAmountCell(row, amounts.amount, columns);
  if (!amount) return null;
  const written = amounts.direction ? readDirection(row, amounts.direction, columns) : null;
  const direction = written ?? amount.direction ?? (amount.paise < 0 ? 'debit' : 'credit');
  return { paise: Math.abs(amount.paise), direction, currency: amount.currency };
}

function readAmountCell(row: StatementRow, column: Column, columns: StatementColumns) {
  const cell = row.cells[column.index] ?? '';
  if (typeof cell === 'number') {
    const paise = paiseFromSpreadsheetNumber(cell);
    if (paise === null) {
      throw new StatementError(
        `the amount ${cell} cannot be read in paise.`,
        place(row, column.index, columns),
      );
    }
    return paise === 0 ? null : { paise, direction: null, currency: null };
  }
  const written = text(cell);
  if (written === '' || written === '-') return null;
  const amount = typeof cell === 'string' ? parseIndianAmount(written) : null;
  if (!amount) {
    throw new StatementError(
      `the amount "${written}" cannot be read.`,
      place(row, column.index, columns),
    );
  }
  return amount.paise === 0 ? null : amount;
}

// Banks write Cr/Dr; PhonePe's settlement report PAYMENT/REFUND, its statement CREDIT/DEBIT.
const CREDIT_WORDS = ['CR', 'C', 'CREDIT', 'PAYMENT', 'RECEIVED'];
const DEBIT_WORDS = ['DR', 'D', 'DEBIT', 'REFUND', 'PAID'];

function readDirection(row: StatementRow, column: Column, columns: StatementColumns) {
  const written = text(row.cells[column.index]).toUpperCase().replace(/\./g, '');
  if (CREDIT_WORDS.includes(written)) return 'credit';
  if (DEBIT_WORDS.includes(written)) return 'debit';
  throw new StatementError(
    `"${written}" says neither credit (Cr) nor debit (Dr).`,
    place(row, column.index, columns),
  );
}

function readCurrency(row: StatementRow, columns: StatementColumns, fromAmount: string | null) {
  const written = columns.currency ? text(row.cells[columns.currency.index]).toUpperCase() : '';
  if (written === '' || written === '-') return fromAmount;
  return written === '₹' || written === 'RS' || written === 'RS.' ? 'INR' : written;
}

/** A cell as display text: spaces collapsed, dates as `yyyy-mm-dd`, formulas as nothing. */
export function text(cell: StatementCell | undefined): string {
  if (cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'object' ? '' : String(cell).replace(/\s+/g, ' ').trim();
}

export function place(row: StatementRow, index: number, columns: StatementColumns | null) {
  const header = columns?.headers[index];
  return { line: row.line, column: header || undefined, columnLetter: columnLetter(index) };
}
