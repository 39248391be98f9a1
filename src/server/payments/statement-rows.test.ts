import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  passwordPdf,
  pdfOf,
  scannedPdf,
  xlsOf,
  xlsxNamingRow,
  xlsxReachingColumnXfd,
} from '#server/testing/statement-file-kinds.ts';
import { htmlTableOf, tabTextOf } from '#server/testing/statement-fixtures/files.ts';
import { csvOf, xlsxOf } from '#server/testing/statement-fixtures.ts';
import { peek } from './statement-bytes.ts';
import { StatementError } from './statement-error.ts';
import { MAX_STATEMENT_ROWS, statementRows } from './statement-rows.ts';

/** SBI's 2026 layout, with its account details above the table. */
const SBI: string[][] = [
  ['Account Name', ':', 'HSRP PLATE BOOKING'],
  ['Account Number', ':', '00000012345678901'],
  ['Date', 'Details', 'Ref No/Cheque No', 'Debit', 'Credit', 'Balance'],
  [
    '23/11/2026',
    'UPI/CR/412398765432/RAHUL K/SBIN/rahul@oksbi',
    '412398765432',
    '',
    '1,699.00',
    '1,23,456.00',
  ],
  ['24/11/2026', 'NEFT, MUM SHREE GANESH MOTORS', '', '500.00', '', '1,22,956.00'],
];

async function read(bytes: Uint8Array) {
  const { head, chunks } = await peek(bytes, 4);
  const { format, rows } = statementRows(head, chunks);
  const all = [];
  for await (const row of rows) all.push(row);
  return { format, rows: all };
}

async function refusal(bytes: Uint8Array): Promise<StatementError> {
  const error = await read(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StatementError);
  return error as StatementError;
}

describe('delimited text', () => {
  it.each([
    [',', csvOf(SBI)],
    ['\t', tabTextOf(SBI)],
    [';', Buffer.from(SBI.map((row) => row.join(';')).join('\n'))],
    ['|', Buffer.from(SBI.map((row) => row.join('|')).join('\n'))],
  ])('is split at %j, told from the header row, whatever the file is named', async (_, bytes) => {
    const { format, rows } = await read(bytes);
    expect(format).toBe('csv');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[2]?.cells).toEqual(SBI[2]);
    expect(rows[3]?.cells).toEqual(SBI[3]);
    expect(rows[4]?.cells[1]).toBe('NEFT, MUM SHREE GANESH MOTORS');
  });

  it('is refused past the rows a statement may have, naming the limit', async () => {
    const rows = (count: number) => Buffer.from(`Date,Amount\n${'23/11/26,1.00\n'.repeat(count)}`);
    expect((await read(rows(MAX_STATEMENT_ROWS - 1))).rows).toHaveLength(MAX_STATEMENT_ROWS);
    expect((await refusal(rows(MAX_STATEMENT_ROWS))).message).toBe(
      'The file has more than 1,00,000 rows, more than a statement we can read at once. Please download a shorter period from the bank (a month at a time).',
    );
  });

  it('is read from UTF-16 (Excel’s "Unicode text"), mark and all', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(tabTextOf(SBI).toString(), 'utf16le'),
    ]);
    const { format, rows } = await read(bytes);
    expect(format).toBe('csv');
    expect(rows[3]?.cells).toEqual(SBI[3]);
  });

  it('is read as Windows-1252 when its first byte that is not UTF-8 follows plain ASCII', async () => {
    const bytes = Buffer.concat([
      csvOf(SBI),
      Buffer.from('25/11/2026,CASH BY MR. J\xd6RG,,,100.00,1\r\n', 'latin1'),
    ]);
    const { rows } = await read(bytes);
    expect(rows[5]?.cells[1]).toBe('CASH BY MR. JÖRG');
  });

  it('is refused, naming the line, when UTF-8 letters come before a byte that is not UTF-8', async () => {
    const bytes = Buffer.concat([
      csvOf([...SBI, ['25/11/2026', 'CASH ₹', '', '', '1.00', '1']]),
      Buffer.from('26/11/2026,J\xd6RG,,,100.00,1\r\n', 'latin1'),
    ]);
    const error = await refusal(bytes);
    expect(error.line).toBe(7);
    expect(error.message).toMatch(/^Line 7: the text mixes UTF-8 letters/);
  });
});

describe('spreadsheets', () => {
  it('reads old binary Excel (.xls, BIFF8): numbers, dates at UTC midnight, the sheet’s row numbers', async () => {
    const rows = [...SBI.slice(0, 2), [], ...SBI.slice(2)];
    const { format, rows: sheet } = await read(xlsOf(rows, { typed: true }));
    expect(format).toBe('xls');
    expect(sheet.map((row) => row.line)).toEqual([1, 2, 4, 5, 6]);
    expect(sheet[3]?.cells).toEqual([
      new Date(Date.UTC(2026, 10, 23)),
      SBI[3]?.[1],
      '412398765432',
      '',
      '1,699.00',
      '1,23,456.00',
    ]);
  });

  it('reads XLSX, passing formulas on for the table reader to refuse', async () => {
    const { format, rows } = await read(
      await xlsxOf([
        ['Date', 'Amount'],
        [new Date(Date.UTC(2026, 10, 23)), { formula: '600+99', result: 699 }],
        ['24/11/26', 12.5],
      ]),
    );
    expect(format).toBe('xlsx');
    expect(rows[1]?.cells).toEqual([new Date(Date.UTC(2026, 10, 23)), { formula: '600+99' }]);
    expect(rows[2]?.cells).toEqual(['24/11/26', 12.5]);
  });

  it('reads Excel 2003 XML, which some banks still give as .xls', async () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(SBI), 'Statement');
    const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'xlml' }) as Buffer;
    const { format, rows } = await read(bytes);
    expect(format).toBe('xls');
    expect(rows[2]?.cells).toEqual(SBI[2]);
  });

  it('reads the HTML table several banks name ".xls", keeping text as written', async () => {
    const { format, rows } = await read(
      htmlTableOf([...SBI, ['25/11/2026', 'SHREE GANESH & SONS <HO>', '00123', '', '5.00', '1']]),
    );
    expect(format).toBe('html');
    expect(rows[3]?.cells).toEqual(SBI[3]);
    expect(rows[5]?.cells.slice(1, 3)).toEqual(['SHREE GANESH & SONS <HO>', '00123']);
  });

  it('reads every table of an HTML page, one below the other, as Excel shows them', async () => {
    const [preamble, table] = [SBI.slice(0, 2), SBI.slice(2)].map((rows) =>
      htmlTableOf(rows)
        .toString()
        .replace(/^[\s\S]*(<table[\s\S]*<\/table>)[\s\S]*$/, '$1'),
    );
    const page = Buffer.from(`<html><body>${preamble}<br>${table}</body></html>`);
    const { format, rows } = await read(page);
    expect(format).toBe('html');
    expect(rows.map((row) => row.cells)).toEqual(SBI);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('costs one row for a file naming row 4,000,000', async () => {
    const { rows } = await read(await xlsxNamingRow(4_000_000));
    expect(rows.map((row) => row.line)).toEqual([1, 4_000_000]);
  });

  it('refuses a value in column XFD, naming the row and column', async () => {
    const error = await refusal(xlsxReachingColumnXfd(20_000));
    expect(error.message).toBe(
      "Line 1: a value in column XFD, far to the right of any statement's columns. Please download the statement again from the bank, unchanged.",
    );
  });

  it.each([
    [
      'an old .xls',
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(600, 1),
      ]),
      'This Excel (.xls) file cannot be read; it may be damaged or incomplete.',
    ],
    [
      'an XLSX',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 7)]),
      'This Excel (XLSX) file cannot be read; it may be damaged or incomplete.',
    ],
    [
      'a ZIP of something else',
      Buffer.from('PK\x05\x06'),
      'This ZIP file is not an Excel (XLSX) statement.',
    ],
  ])('refuses a damaged %s', async (_, bytes, message) => {
    expect((await refusal(bytes)).message).toBe(message);
  });
});

describe('PDF statements', () => {
  const table = [['STATE BANK OF INDIA'], ['Account Number : 00000012345678901'], ...SBI.slice(2)];
  const many = [
    ...table,
    ...Array.from({ length: 60 }, (_, i) => [
      '25/11/2026',
      `CASH ${i}`,
      '',
      '',
      `${i + 1}.00`,
      '1.00',
    ]),
  ];

  it('reads a text PDF into rows under the header’s columns, an empty Debit keeping Credit in place', async () => {
    const { format, rows } = await read(await pdfOf(table, 3));
    expect(format).toBe('pdf');
    expect(rows.map((row) => row.cells)).toEqual([
      ['STATE BANK OF INDIA'],
      ['Account Number : 00000012345678901'],
      SBI[2],
      SBI[3],
      SBI[4],
    ]);
  });

  it('numbers rows across pages in reading order, the header repeated on each page', async () => {
    const { rows } = await read(await pdfOf(many, 3));
    expect(rows.map((row) => row.line)).toEqual(rows.map((_, i) => i + 1));
    const headers = rows.filter((row) => row.cells[0] === 'Date');
    expect(headers.length).toBeGreaterThan(1);
    const cash = rows.filter((row) => String(row.cells[1]).startsWith('CASH'));
    expect(cash.map((row) => row.cells[1])).toEqual(many.slice(5).map((row) => row[1]));
    expect(cash.map((row) => row.cells[4])).toEqual(many.slice(5).map((row) => row[4]));
    expect(cash.every((row) => row.cells[3] === '')).toBe(true);
  });

  it('refuses a scanned PDF, saying what to download instead', async () => {
    expect((await refusal(await scannedPdf())).message).toBe(
      'This PDF has no text: it is probably a scanned image, which cannot be read. Please download the statement as Excel or CSV, or as a PDF from net banking (not a scan or photo).',
    );
  });

  it('refuses a PDF with a password, saying so', async () => {
    expect((await refusal(await passwordPdf())).message).toMatch(
      /^This PDF is protected with a password\. Please download the statement as Excel or CSV/,
    );
  });

  it('refuses a damaged PDF', async () => {
    expect((await refusal(Buffer.from('%PDF-1.7\n…'))).message).toBe(
      'This PDF cannot be read; it may be damaged or incomplete.',
    );
  });
});
