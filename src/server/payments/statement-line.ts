import type { StatementPreset } from '../../shared/payments/statement-mapping';

/** One transaction line of a statement, in rupees' smallest unit and the calendar's own date. */
export interface StatementLine {
  kind: 'line';
  /** The line (CSV) or row (XLSX) number as the bank's file numbers it, for messages. */
  lineNumber: number;
  /** The transaction date (not the value date where a bank gives both), `yyyy-mm-dd`. */
  date: string;
  /** Always positive, in paise; `direction` says which way the money went. */
  amountPaise: number;
  direction: 'credit' | 'debit';
  /** "INR" when the file says so (a currency column, "₹", "INR"); null when it does not say. */
  currency: 'INR' | null;
  description: string;
  /** The bank's reference column as written ("" when the layout has none or the cell is empty). */
  bankReference: string;
  /** The 12-digit UPI reference, or null when the line has none or more than one candidate. */
  upiReference: string | null;
}

/** A line the reader saw and set aside, for the preview to list with its reason. */
export interface IgnoredStatementLine {
  kind: 'ignored';
  lineNumber: number;
  reason: 'other-currency' | 'no-amount';
  /** The currency the file names, for `other-currency`. */
  currency: string | null;
  date: string;
  description: string;
}

/** Which layout the reader recognised and where the table starts; always the first entry. */
export interface StatementHeader {
  kind: 'header';
  format: 'csv' | 'xlsx';
  layout: StatementPreset | 'custom';
  lineNumber: number;
  /** The headers of the columns read, as the file writes them, e.g. { date: "Txn Date", … }. */
  columns: Record<string, string>;
}

export type StatementEntry = StatementHeader | StatementLine | IgnoredStatementLine;
