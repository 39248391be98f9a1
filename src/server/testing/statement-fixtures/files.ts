import * as XLSX from '@e965/xlsx';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { pdfFonts } from '#server/tracking/pdf-fonts.ts';
import { xlsOf } from '../statement-file-kinds.ts';
import type { ExpectedLine, FixtureKind, LayoutFixture } from './story.ts';

/** Old binary Excel (BIFF8 .xls) of these rows, written by SheetJS. */
export { xlsOf };

type Rows = (string | number)[][];

/** Comma-separated text, quoted where needed (as banks' CSV exports are). */
export function csvOf(rows: Rows): Buffer {
  return Buffer.from(stringify(rows, { record_delimiter: '\r\n' }));
}

/** Tab-separated text, as SBI's "Excel" download is (whatever its name). */
export function tabTextOf(rows: Rows): Buffer {
  return Buffer.from(`${rows.map((row) => row.join('\t')).join('\r\n')}\r\n`);
}

/** An XLSX of these rows, every cell text (as SBI's and most banks' exports write them). */
export async function xlsxFileOf(rows: Rows): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An HTML table, as several banks' ".xls" downloads really are. */
export function htmlTableOf(rows: Rows): Buffer {
  return sheetJs(rows, 'html');
}

function sheetJs(rows: Rows, bookType: 'html'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Statement');
  const written: unknown = XLSX.write(workbook, { bookType, type: 'buffer' });
  return Buffer.isBuffer(written) ? written : Buffer.from(String(written));
}

const PAGE = { width: 842, height: 595, margin: 30, lineHeight: 14, fontSize: 8 };

/**
 * A text PDF laid out as banks print statements: each cell's text placed at its column's left
 * edge, one row per line, landscape A4, a new page after each `Page n of m` row. A row of one
 * cell (preamble, page row, note) starts at the left margin.
 */
export function pdfOf(rows: Rows, headerIndex: number): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', layout: 'landscape', margin: PAGE.margin });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    document.on('end', () => resolve(Buffer.concat(chunks))),
  );
  document.registerFont('text', pdfFonts().regular);
  document.font('text').fontSize(PAGE.fontSize);
  const header = rows[headerIndex] ?? [];
  const columnX = columnEdges(rows, header.length);
  let y = PAGE.margin;
  for (const row of rows) {
    const cells = row.map(String);
    if (cells.length === 1) {
      document.text(cells.find(Boolean) ?? '', PAGE.margin, y, { lineBreak: false });
    } else {
      cells.forEach((cell, index) => {
        if (cell) document.text(cell, columnX[index] ?? PAGE.margin, y, { lineBreak: false });
      });
    }
    y += PAGE.lineHeight;
    // The fixtures mark page ends with their own "Page n of m" rows; a long table still fits.
    if (/^Page \d+ of \d+$/.test(cells[0] ?? '') && y > PAGE.margin + PAGE.lineHeight) {
      document.addPage();
      y = PAGE.margin;
    }
  }
  document.end();
  return done;
}

// Columns as wide as their longest text in the fixture (at the font's width), side by side.
function columnEdges(rows: Rows, count: number): number[] {
  const widths = Array.from({ length: count }, (_, column) =>
    Math.max(
      ...rows
        .filter((row) => row.filter((cell) => String(cell)).length > 1)
        .map((row) => String(row[column] ?? '').length),
      4,
    ),
  );
  const scale = (PAGE.width - 2 * PAGE.margin) / widths.reduce((sum, width) => sum + width + 2, 0);
  const edges: number[] = [];
  let x = PAGE.margin;
  for (const width of widths) {
    edges.push(x);
    x += (width + 2) * scale;
  }
  return edges;
}

/** A fixture written as one kind of file, with the name a bank gives it and what it must read as. */
export interface FixtureFile {
  fileName: string;
  bytes: Buffer;
  expected: ExpectedLine[];
  fixture: LayoutFixture;
}

const EXTENSIONS: Record<FixtureKind, string> = {
  csv: 'csv',
  txt: 'txt',
  // SBI names its tab-separated text .xls.
  tsv: 'xls',
  xls: 'xls',
  xlsx: 'xlsx',
  html: 'xls',
  pdf: 'pdf',
};

export async function fileOf(fixture: LayoutFixture, kind: FixtureKind): Promise<FixtureFile> {
  const bytes = await bytesOf(fixture, kind);
  return {
    fileName: `${fixture.id}-statement.${EXTENSIONS[kind]}`,
    bytes,
    expected: fixture.expected,
    fixture,
  };
}

async function bytesOf(fixture: LayoutFixture, kind: FixtureKind): Promise<Buffer> {
  if (fixture.text !== undefined) return Buffer.from(fixture.text);
  switch (kind) {
    case 'csv':
    case 'txt':
      return csvOf(fixture.rows);
    case 'tsv':
      return tabTextOf(fixture.rows);
    case 'xls':
      return xlsOf(fixture.rows);
    case 'xlsx':
      return xlsxFileOf(fixture.rows);
    case 'html':
      return htmlTableOf(fixture.rows);
    case 'pdf':
      return pdfOf(fixture.rows, fixture.headerLine - 1);
  }
}
