import { paiseFromSpreadsheetNumber, parseIndianAmount } from './indian-amount';
import { isoDateOfSpreadsheetDate, looksLikeDate, parseStatementDate } from './statement-date';
import { columnLetter, StatementError } from './statement-error';
import type { IgnoredStatementLine, StatementLine } from './statement-line';
import type { StatementLayout } from './statement-presets';
import { findUpiReference } from './upi-reference';

/** A cell as the file reader hands it over: CSV gives text, XLSX also numbers, dates and formulas. */
export type StatementCell = string | number | Date | { formula: string };

export interface StatementRow {
  line: number;
  cells: StatementCell[];
}

interface Column {
  index: number;
  header: string;
}

/** A layout tied to the columns of one file's header row. */
export interface StatementColumns {
  layout: StatementLayout;
  headerLine: number;
  /** Every header of the header row, to name any column in a message. */
  headers: string[];
  date: Column;
  description: Column;
  reference: Column | null;
  amounts:
    | { kind: 'credit-debit'; credit: Column; debit: Column | null }
    | { kind: 'amount-direction'; amount: Column; direction: Column | null };
  currency: Column | null;
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The columns of the first layout whose named columns are all in this row, else null. */
export function matchHeader(
  row: StatementRow,
  layouts: StatementLayout[],
): StatementColumns | null {
  const headers = row.cells.map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
  const positions = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = normalise(header);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const find = (names: string[]): Column | null => {
    for (const name of names) {
      const index = positions.get(normalise(name));
      if (index !== undefined) return { index, header: headers[index] ?? name };
    }
    return null;
  };
  for (const layout of layouts) {
    const date = find(layout.date);
    const description = find(layout.description);
    const reference = find(layout.reference);
    if (!date || !description || (layout.reference.length > 0 && !reference)) continue;
    let amounts: StatementColumns['amounts'];
    if (layout.amounts.kind === 'credit-debit') {
      const credit = find(layout.amounts.credit);
      const debit = find(layout.amounts.debit);
      if (!credit || (layout.amounts.debit.length > 0 && !debit)) continue;
      amounts = { kind: 'credit-debit', credit, debit };
    } else {
      const amount = find(layout.amounts.amount);
      const direction = find(layout.amounts.direction);
      if (!amount || (layout.amounts.direction.length > 0 && !direction)) continue;
      amounts = { kind: 'amount-direction', amount, direction };
    }
    const currency = find(layout.currency);
    if (layout.name === 'custom' && layout.currency.length > 0 && !currency) continue;
    return {
      layout,
      headerLine: row.line,
      headers,
      date,
      description,
      reference,
      amounts,
      currency,
    };
  }
  return null;
}

// A plain number with a sign, as statements write amounts and negative balances ("-,77,682.30").
const SIGNED_NUMBER = /^[+-][\d,.\s]*$/;

/**
 * Refuses cells a spreadsheet would run as a formula: XLSX formula cells, and text starting with
 * "=" or "@", or with "+" or "-" unless what follows is only a number ("-1,200.00", a lone "-").
 */
export function refuseFormulas(row: StatementRow, columns: StatementColumns | null): void {
  row.cells.forEach((cell, index) => {
    const isFormula =
      typeof cell === 'object' && !(cell instanceof Date)
        ? true
        : typeof cell === 'string' && /^\s*[=@+-]/.test(cell) && !SIGNED_NUMBER.test(cell.trim());
    if (isFormula) {
      throw new StatementError(
        'this cell holds a formula. Please download the statement again from the bank, unchanged.',
        place(row, index, columns),
      );
    }
  });
}

export type RowOutcome =
  | StatementLine
  | IgnoredStatementLine
  /** Not a transaction (blank, opening balance, totals): nothing to say about it. */
  | { kind: 'skip' }
  /** The date column holds text that is no date: the table is over, a footer begins. */
  | { kind: 'end' };

/** Reads one row under the header into a statement line, or says why it is none. */
export function readRow(row: StatementRow, columns: StatementColumns): RowOutcome {
  const dateCell = row.cells[columns.date.index] ?? '';
  // Blank, or a rule such as HDFC's "********" under the header.
  if (typeof dateCell === 'string' && !/[a-z0-9]/i.test(dateCell)) return { kind: 'skip' };
  const date = readDate(dateCell, columns);
  if (date === null) {
    if (typeof dateCell === 'string' && !looksLikeDate(dateCell)) return { kind: 'end' };
    throw new StatementError(
      `the date "${String(dateCell).trim()}" cannot be read.`,
      place(row, columns.date.index, columns),
    );
  }
  const amount = readAmounts(row, columns);
  const description = text(row.cells[columns.description.index]);
  const currency = readCurrency(row, columns, amount?.currency ?? null);
  if (!amount) {
    return {
      kind: 'ignored',
      lineNumber: row.line,
      reason: 'no-amount',
      currency,
      date,
      description,
    };
  }
  if (currency !== null && currency !== 'INR') {
    return {
      kind: 'ignored',
      lineNumber: row.line,
      reason: 'other-currency',
      currency,
      date,
      description,
    };
  }
  const bankReference = columns.reference ? text(row.cells[columns.reference.index]) : '';
  const reference = bankReference === '-' ? '' : bankReference;
  return {
    kind: 'line',
    lineNumber: row.line,
    date,
    amountPaise: amount.paise,
    direction: amount.direction,
    currency: currency === 'INR' ? 'INR' : null,
    description,
    bankReference: reference,
    upiReference: findUpiReference(reference, description),
  };
}

/** Whether a row under a footer still carries a dated line (so the footer was no footer). */
export function hasReadableDate(row: StatementRow, columns: StatementColumns): boolean {
  const cell = row.cells[columns.date.index] ?? '';
  return (typeof cell !== 'string' || cell.trim() !== '') && readDate(cell, columns) !== null;
}

function readDate(cell: StatementCell, columns: StatementColumns): string | null {
  if (cell instanceof Date) return isoDateOfSpreadsheetDate(cell);
  if (typeof cell === 'number') return isoDateOfSpreadsheetDate(excelSerialDate(cell));
  if (typeof cell !== 'string') return null;
  return parseStatementDate(cell, columns.layout.dateOrder);
}

// A date cell without a date format arrives as its serial number: days since 1899-12-30.
function excelSerialDate(serial: number): Date {
  return serial > 0 && serial < 2_958_466
    ? new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000)
    : new Date(Number.NaN);
}

interface Amount {
  paise: number;
  direction: 'credit' | 'debit';
  currency: string | null;
}

function readAmounts(row: StatementRow, columns: StatementColumns): Amount | null {
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

/** The cell's amount, or null when it is empty, "-" or zero. */
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

function readDirection(row: StatementRow, column: Column, columns: StatementColumns) {
  const written = text(row.cells[column.index]).toUpperCase().replace(/\./g, '');
  if (['CR', 'C', 'CREDIT'].includes(written)) return 'credit';
  if (['DR', 'D', 'DEBIT'].includes(written)) return 'debit';
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

function text(cell: StatementCell | undefined): string {
  if (cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'object' ? '' : String(cell).replace(/\s+/g, ' ').trim();
}

function place(row: StatementRow, index: number, columns: StatementColumns | null) {
  const header = columns?.headers[index];
  return { line: row.line, column: header || undefined, columnLetter: columnLetter(index) };
}
