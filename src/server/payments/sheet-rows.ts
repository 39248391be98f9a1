import * as XLSX from '@e965/xlsx';
import { columnLetter, StatementError } from './statement-error.ts';
import type { StatementCell, StatementRow } from './statement-row.ts';

/**
 * Old Excel (.xls) and the Excel 2003 XML some banks still give have 256 columns at most; a
 * statement uses a dozen or so. A value further right is a crafted file (each such row would
 * hand the table reader thousands of cells), refused before the table is read.
 */
export const MAX_SHEET_COLUMNS = 256;

type SheetKind = 'xlsx' | 'xls' | 'html';

const NAMES: Record<SheetKind, string> = {
  xlsx: 'Excel (XLSX) file',
  xls: 'Excel (.xls) file',
  html: 'Excel file (an HTML table inside)',
};

const MS_PER_DAY = 24 * 60 * 60 * 1000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * The first worksheet's rows, read with SheetJS: XLSX, old binary Excel (BIFF8 .xls), Excel 2003
 * XML and the HTML tables several banks name ".xls". Row numbers are the spreadsheet's own.
 *
 * The file is read whole (at most MAX_STATEMENT_BYTES) in SheetJS's dense mode, which stores only
 * the rows and cells the file holds: a file naming row 4,000,000 costs one row, not four million.
 * Rows are visited by the indices present, never by counting up to the last. Dates are cells with
 * a date format, given as UTC midnight of the serial's day (the calendar date as Excel shows it,
 * whatever the server's time zone); formulas are passed on for the table reader to refuse.
 */
export function* sheetRows(file: Uint8Array | string, kind: SheetKind): Generator<StatementRow> {
  const workbook = readWorkbook(file, kind);
  const epoch = workbook.Workbook?.WBProps?.date1904 ? EPOCH_1904 : EPOCH_1900;
  // A workbook's statement is its first sheet. An HTML page's tables (SheetJS makes a sheet of
  // each) are one below the other, as Excel shows the page: account details, then transactions.
  const names = kind === 'html' ? workbook.SheetNames : workbook.SheetNames.slice(0, 1);
  const sheets = names.flatMap((name) => workbook.Sheets[name] ?? []);
  if (sheets.length === 0) throw new StatementError(`This ${NAMES[kind]} has no worksheet.`);
  let rowsAbove = 0;
  for (const sheet of sheets) {
    const data = sheet['!data'] ?? [];
    for (const row of rowsOfSheet(data, epoch)) yield { ...row, line: rowsAbove + row.line };
    rowsAbove += data.length;
  }
}

function* rowsOfSheet(data: XLSX.CellObject[][], epoch: number): Generator<StatementRow> {
  for (const key of Object.keys(data)) {
    const index = Number(key);
    const row = data[index];
    if (!row) continue;
    const cells: StatementCell[] = [];
    let filled = false;
    for (const columnKey of Object.keys(row)) {
      const column = Number(columnKey);
      const cell = row[column];
      const value = cell ? cellOf(cell, epoch) : '';
      if (value === '') continue;
      if (column >= MAX_SHEET_COLUMNS) {
        throw new StatementError(
          `a value in column ${columnLetter(column)}, far to the right of any statement's columns. Please download the statement again from the bank, unchanged.`,
          { line: index + 1 },
        );
      }
      cells[column] = value;
      filled = true;
    }
    if (filled) yield { line: index + 1, cells: Array.from(cells, (cell) => cell ?? '') };
  }
}

function readWorkbook(file: Uint8Array | string, kind: SheetKind): XLSX.WorkBook {
  try {
    return XLSX.read(file, {
      type: typeof file === 'string' ? 'string' : 'buffer',
      dense: true,
      // A workbook's first sheet only: the statement is there, and other sheets cost time.
      ...(kind === 'html' ? {} : { sheets: 0 }),
      // Text stays as written ("00123", "1,699.00"): the table reader knows Indian amounts.
      raw: true,
      cellNF: true,
      cellDates: false,
      cellText: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    // SheetJS says "password-protected" of an encrypted workbook (and "ZIP encryption" of junk).
    if (error instanceof Error && /password/i.test(error.message)) {
      throw new StatementError(
        `This ${NAMES[kind]} is protected with a password. Please open it, save a copy without the password, and upload that.`,
      );
    }
    throw new StatementError(
      `This ${NAMES[kind]} cannot be read; it may be damaged or incomplete.`,
    );
  }
}

function cellOf(cell: XLSX.CellObject, epoch: number): StatementCell {
  if (cell.f) return { formula: cell.f };
  switch (cell.t) {
    case 'n': {
      const value = cell.v as number;
      if (typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z)) {
        return new Date(epoch + Math.round(value * MS_PER_DAY));
      }
      return value;
    }
    case 's':
      return String(cell.v ?? '');
    case 'd':
      return cell.v instanceof Date ? cell.v : String(cell.v ?? '');
    case 'b':
      return String(cell.v);
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return '';
  }
}
