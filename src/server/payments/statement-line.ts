import type { StatementPreset } from '#shared/payments/statement-mapping.ts';

/** One transaction line of a statement, in rupees' smallest unit and the calendar's own date. */
export interface StatementLine {
  kind: 'line';
  /** The line (text) or row (spreadsheet, PDF) number as the bank's file numbers it, for messages. */
  lineNumber: number;
  /** The transaction date (the value date where the bank left the transaction date empty), `yyyy-mm-dd`. */
  date: string;
  /** Always positive, in paise; `direction` says which way the money went. */
  amountPaise: number;
  direction: 'credit' | 'debit';
  /** "INR" when the file says so (a currency column, "₹", "INR"); null when it does not say. */
  currency: 'INR' | null;
  /**
   * The narration, with any continuation lines the bank wrapped it onto joined (by a space, or
   * without one where the wrap cut a number or followed a "/" or "-").
   */
  description: string;
  /** The bank's reference column as written ("" when the layout has none or the cell is empty). */
  bankReference: string;
  /** The 12-digit UPI reference when exactly one candidate was found, else null. */
  upiReference: string | null;
  /**
   * Every distinct 12-digit candidate the line carries (reference column and narration): one is
   * the reference; two or more make the line ambiguous, for matching to settle or staff to decide.
   */
  upiCandidates: string[];
}

/** A line the reader saw and set aside, for the preview to list with its reason. */
export interface IgnoredStatementLine {
  kind: 'ignored';
  lineNumber: number;
  /** `failed`: a UPI app's report lists a payment whose status is failed, pending or refused. */
  reason: 'other-currency' | 'no-amount' | 'failed';
  /** The currency the file names, for `other-currency`. */
  currency: string | null;
  date: string;
  description: string;
}

/** Why a line of the file is no transaction. */
export const SKIP_REASONS = [
  'preamble',
  'repeated-header',
  'page-row',
  'summary',
  'balance',
  'total',
  'end-marker',
  'footer',
  'continuation',
  'blank',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * A line of the file that is not a transaction (account details above the table, a page row, an
 * opening balance, a wrapped narration joined to the line above…), so every line read is
 * accounted for. `text` is the line's cells joined, shortened for display.
 */
export interface SkippedStatementLine {
  kind: 'skipped';
  lineNumber: number;
  reason: SkipReason;
  text: string;
  /** For `continuation`: the transaction line it was joined to. */
  joinedTo?: number;
}

export type StatementFormat = 'csv' | 'xlsx' | 'xls' | 'html' | 'pdf';

/** Which layout the reader recognised and where the table starts; always the first entry. */
export interface StatementHeader {
  kind: 'header';
  /** `csv` is any delimited text (comma, semicolon, tab, pipe), whatever the file's name. */
  format: StatementFormat;
  layout: StatementPreset | 'custom';
  lineNumber: number;
  /** The headers of the columns read, as the file writes them, e.g. { date: "Txn Date", … }. */
  columns: Record<string, string>;
}

export type StatementEntry =
  | StatementHeader
  | StatementLine
  | IgnoredStatementLine
  | SkippedStatementLine;

/** A statement read whole: every line of the file is the header, a line, ignored or skipped. */
export interface ReadStatementResult {
  header: StatementHeader;
  lines: StatementLine[];
  ignored: IgnoredStatementLine[];
  skipped: SkippedStatementLine[];
  /** Non-empty lines (rows) the file holds, header and preamble included. */
  linesRead: number;
}
