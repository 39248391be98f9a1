/**
 * Statement files made from rows, for the reader's tests and the benchmark, beside the fixtures'
 * own (statement-fixtures/files.ts: tab text and HTML tables as banks name them ".xls"): old binary
 * Excel (BIFF8) with typed amounts and dates, and a long text PDF laid out as bank PDFs are (a
 * table with right-aligned amounts, its header repeated on every page). Plus the files that must be
 * refused: a scanned (image-only) PDF, one with a password, and the crafted spreadsheets that once
 * froze the site (decision 0031).
 */
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

type Row = (string | number)[];

const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An old Excel (.xls, BIFF8) workbook of these rows. `typed` stores plain amounts as numbers
 * and dd/mm/yyyy dates as dates (a date-formatted serial), as a bank's Excel export holds them.
 */
export function xlsOf(rows: Row[], { typed = false } = {}): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(
    rows.map((row) => row.map((cell) => sheetCell(cell, typed))),
  );
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Statement');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

function sheetCell(cell: string | number, typed: boolean): XLSX.CellObject | string | number {
  if (!typed || typeof cell !== 'string') return cell;
  if (/^\d+\.\d{2}$/.test(cell)) return Number(cell);
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
  if (!date) return cell;
  const utc = Date.UTC(Number(date[3]), Number(date[2]) - 1, Number(date[1]));
  return { t: 'n', v: (utc - SERIAL_EPOCH) / DAY_MS, z: 'dd/mm/yyyy' };
}

const AMOUNT = /^-?[\d,]+\.\d{2}$/;
const FONT_SIZE = 7;
const LINE_HEIGHT = 11;
const MARGIN = 30;
const COLUMN_GAP = 12;

/**
 * A text PDF of these rows, A4 landscape: the rows above `headerRow` (1-based) once on the first
 * page, then the table, its header row repeated at the top of every page, amounts right-aligned in
 * their columns as banks print them.
 */
export async function pdfOf(rows: Row[], headerRow: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN });
  const done = collect(doc);
  doc.fontSize(FONT_SIZE);
  const text = rows.map((row) => row.map(String));
  const header = text[headerRow - 1] ?? [];
  const widths = header.map((_, column) =>
    Math.min(
      260,
      Math.max(...text.slice(headerRow - 1).map((row) => doc.widthOfString(row[column] ?? ''))),
    ),
  );
  const lefts = widths.map((_, i) =>
    widths.slice(0, i).reduce((sum, width) => sum + width + COLUMN_GAP, MARGIN),
  );
  const bottom = doc.page.height - MARGIN - LINE_HEIGHT;
  let y = MARGIN;
  const draw = (row: string[]) => {
    row.forEach((cell, column) => {
      if (!cell) return;
      const left = lefts[column] ?? MARGIN;
      const x = AMOUNT.test(cell) ? left + (widths[column] ?? 0) - doc.widthOfString(cell) : left;
      doc.text(cell, x, y, { lineBreak: false });
    });
    y += LINE_HEIGHT;
  };
  text.slice(0, headerRow).forEach(draw);
  for (const row of text.slice(headerRow)) {
    if (y > bottom) {
      doc.addPage();
      y = MARGIN;
      draw(header);
    }
    draw(row);
  }
  doc.end();
  return done;
}

/** A scanned statement: pages of pictures, no text. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const done = collect(doc);
  for (let page = 0; page < 2; page++) {
    if (page > 0) doc.addPage();
    for (let line = 0; line < 30; line++) doc.rect(40, 40 + line * 20, 400, 6).fill('#333');
  }
  doc.end();
  return done;
}

/** A statement PDF opened only with a password, as banks mail them. */
export async function passwordPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', userPassword: '01011990', pdfVersion: '1.7' });
  const done = collect(doc);
  doc.text('Date  Narration  Amount');
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
}

/**
 * A 2 KB XLSX whose second cell sits on row `row` (row 4,000,000 once took 11.6 s and 840 MB:
 * decision 0031).
 */
export async function xlsxNamingRow(row: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  sheet.addRow(['Date', 'Narration', 'Deposit Amt.']);
  sheet.getCell(`A${row}`).value = 'x';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * An XLSX of `rows` rows, each with a value in column XFD, the last (20,000 rows: about 100 KB
 * zipped; a 163 KB one once took over 60 s and 1.7 GB). The sheet's XML is written here and
 * zipped into a SheetJS workbook: spreadsheet writers themselves fill every cell up to XFD.
 */
export function xlsxReachingColumnXfd(rows: number): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['x']]), 'Statement');
  const zip = XLSX.CFB.read(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }), {
    type: 'buffer',
  });
  const cells = Array.from(
    { length: rows },
    (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}"><v>${i + 1}</v></c></row>`,
  ).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="XFD1:XFD${rows}"/><sheetData>${cells}</sheetData></worksheet>`;
  XLSX.CFB.utils.cfb_del(zip, '/xl/worksheets/sheet1.xml');
  XLSX.CFB.utils.cfb_add(zip, '/xl/worksheets/sheet1.xml', Buffer.from(xml));
  return XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip', compression: true }) as Buffer;
}
