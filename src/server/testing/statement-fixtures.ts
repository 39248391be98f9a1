/**
 * Statements in each bank's layout, made by the tests. FIXTURES: the first five banks, each
 * telling one story checked by EXPECTED_LINES. LAYOUT_FIXTURES and statementFixtureFile (from
 * statement-fixtures/): every preset's real layout, written as the files its bank gives.
 */
import ExcelJS from 'exceljs';
import type { StatementPreset } from '#shared/payments/statement-mapping.ts';

import { hdfcRows, iciciRows } from './statement-fixtures/classic-hdfc-icici.ts';
import { kotakRows } from './statement-fixtures/classic-kotak.ts';
import { axisRows, sbiRows } from './statement-fixtures/classic-sbi-axis.ts';
import { BOOKING_UTR, VENDOR_UTR } from './statement-fixtures/story.ts';

export {
  fileOf,
  LAYOUT_FIXTURES,
  type LayoutFixture,
  statementFixtureFile,
} from './statement-fixtures/index.ts';
export { BOOKING_UTR, VENDOR_UTR } from './statement-fixtures/story.ts';

/** What every fixture must read as: [date, paise, direction, UPI reference]. */
export const EXPECTED_LINES: [string, number, 'credit' | 'debit', string | null][] = [
  ['2026-11-23', 69_900, 'credit', BOOKING_UTR], // a customer's booking payment
  ['2026-11-23', 69_900, 'credit', BOOKING_UTR], // the bank lists it twice
  ['2026-11-24', 69_900, 'debit', BOOKING_UTR], // reversed
  ['2026-11-24', 12_345_650, 'credit', null], // NEFT from a dealer, 1,23,456.50
  ['2026-11-25', 50_000, 'credit', null], // IMPS (its 12-digit RRN is no UPI reference)
  ['2026-11-25', 200_000, 'credit', null], // cash deposit
  ['2026-11-26', 25_000, 'debit', VENDOR_UTR], // paid a vendor by UPI
];

export interface StatementFixture {
  bank: StatementPreset;
  /** Every row of the first sheet, preamble and footer included. */
  rows: string[][];
  /** 1-based row of the header. */
  headerLine: number;
  /** The line of the USD credit, which is ignored. */
  otherCurrencyLine: number;
}

export const FIXTURES: StatementFixture[] = [
  { bank: 'hdfc', rows: hdfcRows, headerLine: 5, otherCurrencyLine: 13 },
  { bank: 'icici', rows: iciciRows, headerLine: 4, otherCurrencyLine: 11 },
  { bank: 'sbi', rows: sbiRows, headerLine: 6, otherCurrencyLine: 13 },
  { bank: 'axis', rows: axisRows, headerLine: 5, otherCurrencyLine: 13 },
  { bank: 'kotak', rows: kotakRows, headerLine: 8, otherCurrencyLine: 15 },
];

export { csvOf } from './statement-fixtures/files.ts';

/**
 * An XLSX of these rows. `typed` writes what a bank's Excel export would hold as numbers and
 * dates (plain amounts, dd/mm/yyyy dates) as such, else every cell is text.
 */
export async function xlsxOf(
  rows: (string | number | Date | ExcelJS.CellFormulaValue)[][],
  { typed = false } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(typed ? row.map(typedCell) : row);
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function typedCell<T>(cell: T): T | number | Date {
  if (typeof cell !== 'string') return cell;
  if (/^\d+\.\d{2}$/.test(cell)) return Number(cell);
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
  return date ? new Date(Date.UTC(Number(date[3]), Number(date[2]) - 1, Number(date[1]))) : cell;
}
