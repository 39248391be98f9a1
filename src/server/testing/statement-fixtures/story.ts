import type { SkipReason } from '#server/payments/statement-line.ts';
import type { StatementPreset } from '#shared/payments/statement-mapping.ts';

/** The reference a customer typed at booking, and the one of a payment to a vendor. */
export const BOOKING_UTR = '412398765432';
export const VENDOR_UTR = '512398765432';
/** Kotak writes two different numbers for one UPI credit (see upi-reference.ts). */
export const KOTAK_NARRATION_UTR = '615762270582';
export const KOTAK_COLUMN_UTR = '615719372785';
/** A payer's note holding a 91-prefixed mobile: a second 12-digit candidate. */
export const PAYER_MOBILE = '919876543210';

/** [date, paise, direction, every UPI candidate of the line]. */
export type ExpectedLine = [string, number, 'credit' | 'debit', string[]];

/** The kinds of file a fixture can be written as (statement-fixtures/files.ts). */
export type FixtureKind = 'csv' | 'txt' | 'tsv' | 'xls' | 'xlsx' | 'html' | 'pdf';

/**
 * A statement in one bank's (or UPI app's) real layout: its rows as the bank writes them,
 * preamble, page rows and trailer included, and what the reader must make of them.
 */
export interface LayoutFixture {
  /** e.g. "hdfc-delimited": the bank and the layout. */
  id: string;
  bank: StatementPreset;
  /** Where the layout was found (public parsers, sample files, provider documentation). */
  source: string;
  /** The kinds this layout is downloaded as; the first is the bank's own. */
  kinds: FixtureKind[];
  rows: string[][];
  /** For text kinds whose bytes are not plain CSV of the rows (HDFC's unquoted .txt). */
  text?: string;
  headerLine: number;
  expected: ExpectedLine[];
  ignored: number;
  skipped: Partial<Record<SkipReason, number>>;
}
