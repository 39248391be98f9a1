import { describe, expect, it } from 'vitest';
import { xlsOf } from '#server/testing/statement-fixtures/files.ts';
import {
  BOOKING_UTR,
  csvOf,
  EXPECTED_LINES,
  FIXTURES,
  statementFixtureFile,
  xlsxOf,
} from '#server/testing/statement-fixtures.ts';
import { readWholeStatement, type StatementLine } from './read-statement.ts';

const summary = (lines: StatementLine[]) =>
  lines.map((line) => [line.date, line.amountPaise, line.direction, line.upiReference]);

describe.each(FIXTURES)('a $bank statement', (fixture) => {
  const files = [
    ['CSV', async () => csvOf(fixture.rows)],
    ['XLSX (text cells)', () => xlsxOf(fixture.rows)],
    ['XLSX (number and date cells)', () => xlsxOf(fixture.rows, { typed: true })],
    // ICICI's OpTransactionHistory and Axis's and HDFC's downloads are old binary Excel.
    ['XLS (BIFF8)', async () => xlsOf(fixture.rows)],
  ] as const;

  it.each(files)('reads as %s, by its preset and by detection alike', async (_format, file) => {
    const bytes = await file();
    for (const layout of [{ preset: fixture.bank }, undefined]) {
      const { header, lines, ignored, skipped, linesRead } = await readWholeStatement(bytes, {
        layout,
      });
      expect(linesRead).toBe(1 + lines.length + ignored.length + skipped.length);
      expect(header).toMatchObject({ layout: fixture.bank, lineNumber: fixture.headerLine });
      expect(summary(lines)).toEqual(EXPECTED_LINES);
      expect(ignored).toEqual([
        expect.objectContaining({
          reason: 'other-currency',
          currency: 'USD',
          lineNumber: fixture.otherCurrencyLine,
        }),
      ]);
    }
  });

  it('numbers each line as the file does and keeps the bank’s own texts', async () => {
    const { lines } = await readWholeStatement(csvOf(fixture.rows), {
      layout: { preset: fixture.bank },
    });
    const first = lines[0] as StatementLine;
    const row = fixture.rows[first.lineNumber - 1] ?? [];
    expect(row.join(' ')).toContain(first.description);
    expect(first.description).toMatch(/UPI/);
    if (first.bankReference) expect(row).toContain(first.bankReference);
    expect(first.currency).toBeNull();
  });
});

describe('the format', () => {
  it('is told by the bytes, not the name: an XLSX read without any name', async () => {
    const bytes = await xlsxOf(FIXTURES[0]?.rows ?? []);
    const { header } = await readWholeStatement(bytes);
    expect(header.format).toBe('xlsx');
  });

  it('takes a CSV with a UTF-8 byte order mark and Windows line ends', async () => {
    const csv = csvOf(FIXTURES[1]?.rows ?? []);
    const { header, lines } = await readWholeStatement(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv]),
    );
    expect(header).toMatchObject({ format: 'csv', layout: 'icici' });
    expect(lines).toHaveLength(EXPECTED_LINES.length);
  });

  it('takes the upload as a stream of small chunks', async () => {
    const csv = csvOf(FIXTURES[0]?.rows ?? []);
    async function* trickle() {
      for (let i = 0; i < csv.length; i += 7) yield csv.subarray(i, i + 7);
    }
    const { lines } = await readWholeStatement(trickle());
    expect(summary(lines)).toEqual(EXPECTED_LINES);
  });

  it('names the line a record starts on, even after a cell with a line break', async () => {
    const csv = Buffer.from(
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n' +
        `23/11/26,"UPI-RAHUL-${BOOKING_UTR}\nHSRP",x,23/11/26,,699.00,1\n` +
        '24/11/26,CASH,,24/11/26,,100.00,2\n',
    );
    const { lines } = await readWholeStatement(csv);
    expect(lines.map((line) => line.lineNumber)).toEqual([2, 4]);
    expect(lines[0]?.upiReference).toBe(BOOKING_UTR);
  });
});

describe('a mapping staff set', () => {
  const rows = [
    ['Federal Bank - account statement'],
    ['Posted On', 'Particulars', 'UTR', 'Amount', 'Curr'],
    ['2026-11-23', 'UPI IN/RAHUL', BOOKING_UTR, '₹699.00 Cr', 'INR'],
    ['2026-11-24', 'UPI OUT/VENDOR', '', '-250.00', 'INR'],
    ['2026-11-24', 'WIRE', '', '45.00', 'usd'],
    ['2026-11-25', 'RTGS IN/DEALER', '612398765432', '5,000.00 Cr', 'INR'],
  ];
  const mapping = {
    date: 'posted on',
    description: 'PARTICULARS',
    reference: 'UTR',
    amounts: { kind: 'amount-direction' as const, amount: 'Amount' },
    currency: 'Curr',
    dateOrder: 'day-month-year' as const,
  };

  it('reads the columns it names, whatever their case, with a signed or Cr/Dr amount', async () => {
    const { header, lines, ignored } = await readWholeStatement(csvOf(rows), {
      layout: { mapping },
    });
    expect(header).toMatchObject({ layout: 'custom', lineNumber: 2 });
    expect(lines).toEqual([
      {
        kind: 'line',
        lineNumber: 3,
        date: '2026-11-23',
        amountPaise: 69_900,
        direction: 'credit',
        currency: 'INR',
        description: 'UPI IN/RAHUL',
        bankReference: BOOKING_UTR,
        upiReference: BOOKING_UTR, // the UTR column of a line the description calls UPI
        upiCandidates: [BOOKING_UTR],
      },
      expect.objectContaining({ lineNumber: 4, amountPaise: 25_000, direction: 'debit' }),
      // A bare number on a line that never says UPI is no UPI reference.
      expect.objectContaining({ lineNumber: 6, amountPaise: 500_000, upiReference: null }),
    ]);
    expect(ignored).toEqual([
      expect.objectContaining({ lineNumber: 5, reason: 'other-currency', currency: 'USD' }),
    ]);
  });

  it('reads month-first dates when told so', async () => {
    const usRows = [
      ['Date', 'Memo', 'Credit'],
      ['11/23/2026', 'UPI/412398765432/x', '10.00'],
    ];
    const { lines } = await readWholeStatement(csvOf(usRows), {
      layout: {
        mapping: {
          date: 'Date',
          description: 'Memo',
          amounts: { kind: 'credit-debit', credit: 'Credit' },
          dateOrder: 'month-day-year',
        },
      },
    });
    expect(lines[0]).toMatchObject({
      date: '2026-11-23',
      amountPaise: 1000,
      upiReference: BOOKING_UTR,
    });
  });
});

describe('statementFixtureFile', () => {
  it('gives a bank’s statement as the file it downloads, with what it must read as', async () => {
    const xls = await statementFixtureFile('hdfc', 'xls');
    expect(xls.fileName).toBe('hdfc-xls-statement.xls');
    expect([...xls.bytes.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const pdf = await statementFixtureFile('phonepe', 'pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { lines } = await readWholeStatement(pdf.bytes);
    expect(lines.map((line) => line.upiCandidates)).toEqual(pdf.expected.map((line) => line[3]));
    expect(() => statementFixtureFile('phonepe', 'csv')).toThrow(
      'No phonepe fixture comes as csv.',
    );
  });
});
