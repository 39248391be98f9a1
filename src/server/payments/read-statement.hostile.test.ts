import { describe, expect, it } from 'vitest';
import { csvOf, FIXTURES, xlsxOf } from '#server/testing/statement-fixtures.ts';
import {
  MAX_STATEMENT_BYTES,
  readStatement,
  readWholeStatement,
  StatementError,
} from './read-statement.ts';

const HDFC_HEADER = [
  'Date',
  'Narration',
  'Chq./Ref.No.',
  'Value Dt',
  'Withdrawal Amt.',
  'Deposit Amt.',
  'Closing Balance',
];
const hdfcCsv = (...lines: string[][]) =>
  csvOf([
    ['HDFC BANK Ltd.'],
    HDFC_HEADER,
    ['23/11/26', 'UPI-A-412398765432-X', '', '23/11/26', '', '699.00', '1.00'],
    ...lines,
  ]);

async function refusal(file: Buffer | AsyncIterable<Uint8Array>, options = {}) {
  const error = await readWholeStatement(file, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StatementError);
  return error as StatementError;
}

describe('a file that is not a statement', () => {
  it('is refused when no line has a bank’s header', async () => {
    const error = await refusal(
      csvOf([
        ['Name', 'Phone'],
        ['Rahul', '9876543210'],
      ]),
    );
    expect(error.message).toBe(
      'This file is not a bank statement we can read: none of its first 100 lines has the column headers of a bank we know. The line most like a header has "Name", "Phone". You can set up a column mapping from these headers.',
    );
    expect(error.mismatch).toEqual({ headersSeen: ['Name', 'Phone'], closest: null });
  });

  it('is refused when it lacks the columns of the bank chosen', async () => {
    const error = await refusal(csvOf(FIXTURES[0]?.rows ?? []), { layout: { preset: 'sbi' } });
    expect(error.message).toContain('a State Bank of India statement');
  });

  it.each([
    ['empty', Buffer.alloc(0), 'The file is empty.'],
    ['a PDF', Buffer.from('%PDF-1.7\n…'), 'This PDF cannot be read'],
    [
      'an old .xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'This Excel (.xls) file cannot be read',
    ],
    // Decoded (Excel's "Unicode text"), then found to hold no statement table.
    ['UTF-16 text', Buffer.from('\ufeffDate,Narration', 'utf16le'), 'not a bank statement'],
    [
      'a damaged XLSX',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 7)]),
      'cannot be read; it may be damaged',
    ],
  ])('refuses %s by its bytes', async (_kind, bytes, message) => {
    expect((await refusal(bytes)).message).toContain(message);
  });
});

describe('a file in the wrong encoding', () => {
  it('is refused, naming the line with the first byte that is not UTF-8', async () => {
    const utf8 = Buffer.from('23/11/26,CASH BY MR. JÖRG,,23/11/26,,100.00,2\n');
    const latin1 = Buffer.from('24/11/26,CASH BY MR. J\xd6RG,,24/11/26,,100.00,2\n', 'latin1');
    // All of it ANSI (Windows-1252) is read as such; UTF-8 and ANSI mixed is refused.
    const { lines } = await readWholeStatement(Buffer.concat([hdfcCsv(), latin1]));
    expect(lines[1]?.description).toBe('CASH BY MR. JÖRG');
    const error = await refusal(Buffer.concat([hdfcCsv(), utf8, latin1]));
    expect(error.line).toBe(5);
  });
});

describe('a file over the size limit', () => {
  /** A valid statement that never ends, made as it is read (never held whole). */
  async function* endless() {
    yield hdfcCsv();
    // Long narrations keep the line count (and the test's time) low for 20 MB.
    const line = Buffer.from(
      `24/11/26,CASH DEPOSIT ${'AT MG ROAD '.repeat(1000)},,24/11/26,,100.00,2\r\n`,
    );
    for (;;) yield line;
  }

  it('is refused once 20 MB have arrived, without reading the rest', async () => {
    expect(MAX_STATEMENT_BYTES).toBe(20 * 1024 * 1024);
    const error = await refusal(endless());
    expect(error.message).toBe(
      'The file is larger than 20 MB. Please download a shorter period from the bank.',
    );
    // Parses 20 MB of rows: seconds, not the default 5, on a busy machine.
  }, 30_000);

  it('is refused for XLSX too, where the unzip never hears of its source’s end', async () => {
    const xlsx = await xlsxOf(FIXTURES[1]?.rows ?? []);
    async function* slowly() {
      for (let i = 0; i < xlsx.length; i += 512) yield xlsx.subarray(i, i + 512);
    }
    const error = await refusal(slowly(), { maxBytes: xlsx.length - 1000 });
    expect(error.message).toContain('The file is larger than 0 MB');
  });
});

describe('a cell with a formula', () => {
  it('is refused in an XLSX, naming the row and column', async () => {
    const rows: Parameters<typeof xlsxOf>[0] = [
      HDFC_HEADER,
      ['23/11/26', 'UPI-A', '', '23/11/26', '', { formula: '600+99', result: 699 }, ''],
    ];
    const error = await refusal(await xlsxOf(rows));
    expect(error).toMatchObject({ line: 2, column: 'Deposit Amt.', columnLetter: 'F' });
    expect(error.message).toBe(
      'Line 2, column "Deposit Amt." (F): this cell holds a formula. Please download the statement again from the bank, unchanged.',
    );
  });

  it.each([
    ['=HYPERLINK("http://x","UPI")', 'Narration', 'B'],
    ['@SUM(1)', 'Narration', 'B'],
    ['+1+2', 'Closing Balance', 'G'],
    ['-2+3', 'Closing Balance', 'G'],
    ['-cmd|calc', 'Chq./Ref.No.', 'C'],
  ])('is refused in a CSV: %j', async (cell, column, letter) => {
    const row = ['24/11/26', 'CASH', '', '24/11/26', '', '100.00', '2'];
    row[letter.charCodeAt(0) - 65] = cell;
    const error = await refusal(hdfcCsv(row));
    expect(error).toMatchObject({ line: 4, column, columnLetter: letter });
  });

  it('is refused in the preamble too, by its column letter', async () => {
    const error = await refusal(csvOf([['=1+1'], HDFC_HEADER]));
    expect(error.message).toMatch(/^Line 1, column A: this cell holds a formula/);
  });

  it('is not what a signed number, a negative balance or a lone "-" is', async () => {
    const { lines } = await readWholeStatement(
      hdfcCsv(
        ['24/11/26', 'CASH', '-', '24/11/26', '-100.00', '', '-,77,682.30'],
        ['25/11/26', 'CASH', '', '25/11/26', '', '+50.00', '+1'],
      ),
    );
    expect(
      lines.slice(1).map((line) => [line.direction, line.amountPaise, line.bankReference]),
    ).toEqual([
      ['debit', 10_000, ''],
      ['credit', 5_000, ''],
    ]);
  });
});

describe('a line that cannot be read', () => {
  it.each([
    [
      ['31/02/26', 'CASH', '', '', '', '100.00', ''],
      'Line 4, column "Date" (A): the date "31/02/26" cannot be read.',
    ],
    [
      ['24/11/26', 'CASH', '', '', '', '12.3.4', ''],
      'Line 4, column "Deposit Amt." (F): the amount "12.3.4" cannot be read.',
    ],
    [
      ['24/11/26', 'CASH', '', '', '', '100 rupees', ''],
      'Line 4, column "Deposit Amt." (F): the amount "100 rupees" cannot be read.',
    ],
    [
      ['24/11/26', 'CASH', '', '', '5.00', '100.00', ''],
      'Line 4, column "Withdrawal Amt." (E): the line has both a credit ("Deposit Amt.") and a debit; a line moves money one way.',
    ],
  ])('is refused, naming line and column: %j', async (row, message) => {
    expect((await refusal(hdfcCsv(row))).message).toBe(message);
  });

  it('is refused when a Cr/Dr column says neither', async () => {
    const rows = (FIXTURES[4]?.rows ?? []).map((row) => [...row]);
    (rows[8] as string[])[6] = 'XX';
    expect((await refusal(csvOf(rows))).message).toBe(
      'Line 9, column "Dr / Cr" (G): "XX" says neither credit (Cr) nor debit (Dr).',
    );
  });

  it('is refused when a dated line follows the footer, rather than dropped', async () => {
    const error = await refusal(
      hdfcCsv(['STATEMENT SUMMARY :-'], ['25/11/26', 'LATE', '', '', '', '100.00', '']),
    );
    expect(error.message).toMatch(/^Line 5: a dated line below the end of the table at line 4/);
  });

  it('refuses the whole file even after good lines were read', async () => {
    const entries: string[] = [];
    const reading = (async () => {
      for await (const entry of readStatement(
        hdfcCsv(
          ['24/11/26', 'CASH', '', '', '', '1.00', ''],
          ['24/11/26', 'CASH', '', '', '', 'abc', ''],
        ),
      ))
        entries.push(entry.kind);
    })();
    await expect(reading).rejects.toThrow(StatementError);
    // A line is held until the next row shows its narration does not go on: two came out.
    expect(entries).toEqual(['skipped', 'header', 'line', 'line']); // a caller must discard these
    await refusal(hdfcCsv(['24/11/26', 'CASH', '', '', '', 'abc', '']));
  });
});
