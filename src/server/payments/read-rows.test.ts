import { describe, expect, it } from 'vitest';
import { BOOKING_UTR, csvOf } from '#server/testing/statement-fixtures/index.ts';
import { withArticle } from './read-rows.ts';
import {
  collectStatement,
  readRows,
  readWholeStatement,
  StatementError,
} from './read-statement.ts';
import type { StatementFormat } from './statement-line.ts';
import { ALL_PRESET_LAYOUTS, PRESET_LAYOUTS } from './statement-presets.ts';
import type { StatementCell, StatementRow } from './statement-row.ts';

const HDFC_HEADER = [
  'Date',
  'Narration',
  'Chq./Ref.No.',
  'Value Dt',
  'Withdrawal Amt.',
  'Deposit Amt.',
  'Closing Balance',
];

async function* rowsOf(rows: StatementCell[][]): AsyncGenerator<StatementRow> {
  for (const [index, cells] of rows.entries()) yield { line: index + 1, cells };
}
const read = (
  rows: StatementCell[][],
  layouts = ALL_PRESET_LAYOUTS,
  format: StatementFormat = 'xlsx',
) => collectStatement(readRows(rowsOf(rows), format, layouts));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the file was read'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(StatementError);
      return error as StatementError;
    },
  );

describe('rows around the table', () => {
  it('skips a summary whose opening balance is a number in the date column, never a date', async () => {
    const { lines, skipped } = await read([
      HDFC_HEADER,
      [
        '23/11/26',
        `UPI-A-x@okaxis-HDFC0001234-${BOOKING_UTR}-HSRP`,
        '',
        '23/11/26',
        '',
        699,
        45_699,
      ],
      ['STATEMENT SUMMARY  :-'],
      ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'],
      // 45000 is also Excel's serial of 2023-03-15.
      [45_000, 0, 1, 0, 699, 45_699],
      ['---  End Of Statement ---'],
    ]);
    expect(lines).toHaveLength(1);
    expect(skipped.map((line) => line.reason)).toEqual([
      'summary',
      'summary',
      'summary',
      'end-marker',
    ]);
  });

  it('still refuses a formula in a transaction’s cells, and a dated line after the footer', async () => {
    const formula = await refusal(
      read([HDFC_HEADER, ['23/11/26', 'CASH', '', '23/11/26', '', { formula: 'A1*2' }, '']]),
    );
    expect(formula.message).toMatch(
      /^Line 2, column "Deposit Amt\." \(F\): this cell holds a formula/,
    );
    const late = await refusal(
      read([
        HDFC_HEADER,
        ['Generated On: 30/11/2026'],
        ['25/11/26', 'LATE', '', '', '', '1.00', ''],
      ]),
    );
    expect(late.message).toMatch(/^Line 3: a dated line below the end of the table at line 2/);
  });

  it('counts a time-only date cell and an empty one as a wrapped narration, joined before reading', async () => {
    const { lines, skipped } = await read([
      ['Date', 'Details', 'Ref No/Cheque No', 'Debit', 'Credit', 'Balance'],
      ['23/11/2026', 'BY TRANSFER UPI/CR/61571937', '', '', '699.00', '1'],
      ['10:04 am', '2785/NIKHIL/SBIN', '', '', '', ''],
    ]);
    expect(lines[0]).toMatchObject({
      description: 'BY TRANSFER UPI/CR/615719372785/NIKHIL/SBIN',
      upiReference: '615719372785',
    });
    expect(skipped).toEqual([
      expect.objectContaining({ lineNumber: 3, reason: 'continuation', joinedTo: 2 }),
    ]);
  });

  it('joins a wrapped narration that goes on with "-", but refuses "=" there', async () => {
    const header = ['Date', 'Details', 'Ref No/Cheque No', 'Debit', 'Credit', 'Balance'];
    const { lines } = await read([
      header,
      ['23/11/2026', `BY TRANSFER-UPI/CR/${BOOKING_UTR}/SHREE GANESH`, '', '', '699.00', '1'],
      ['', '-MOTORS--', '', '', '', ''],
    ]);
    expect(lines[0]?.description).toBe(`BY TRANSFER-UPI/CR/${BOOKING_UTR}/SHREE GANESH-MOTORS--`);
    const error = await refusal(
      read([
        header,
        ['23/11/2026', 'UPI', '', '', '699.00', '1'],
        ['', '=HYPERLINK("x")', '', '', '', ''],
      ]),
    );
    expect(error.message).toMatch(/^Line 3, column "Details" \(B\): this cell holds a formula/);
  });

  it('dates a credit by its value date when the date cell is empty', async () => {
    const { lines } = await read([
      HDFC_HEADER,
      ['', `UPI-A-x@okaxis-HDFC0001234-${BOOKING_UTR}-HSRP`, '', '24/11/26', '', '699.00', '1'],
    ]);
    expect(lines).toEqual([
      expect.objectContaining({ date: '2026-11-24', upiReference: BOOKING_UTR }),
    ]);
  });

  it('refuses an amount with neither date nor value date, naming the line', async () => {
    const error = await refusal(read([HDFC_HEADER, ['', 'CASH', '', '', '', '699.00', '1']]));
    expect(error.message).toBe(
      'Line 2: this line has an amount but no date (and no value date). Please download the statement again, or add the date.',
    );
  });
});

describe('a delimited text whose narration holds the separator', () => {
  const header =
    'Date,Narration,Value Dat,Debit Amount,Credit Amount,Chq/Ref Number,Closing Balance';

  it('takes the cells between the known columns as the narration', async () => {
    const text = `${header}\n24/11/26,NEFT CR-ICIC0000104-SHREE GANESH-NETBANK, MUM-N123,24/11/26,0.00,500.00,N123,1.00\n`;
    const { lines } = await readWholeStatement(Buffer.from(text));
    expect(lines).toEqual([
      expect.objectContaining({
        description: 'NEFT CR-ICIC0000104-SHREE GANESH-NETBANK, MUM-N123',
        amountPaise: 50_000,
      }),
    ]);
  });

  it('names the line and the cause when the columns still do not read', async () => {
    const text = `${header}\n24/11/26,NEFT, MUM,24/11/26,0.00,five,N123,1.00\n`;
    const error = await refusal(readWholeStatement(Buffer.from(text)));
    expect(error.line).toBe(2);
    expect(error.message).toMatch(/^Line 2: this line has 8 columns where the header has 7/);
  });
});

describe('a file no layout fits', () => {
  const iciciLike = [
    ['DETAILED STATEMENT'],
    [
      'S.N.',
      'Tran. Id',
      'Value Date',
      'Transaction Date',
      'Transaction Remarks',
      'Withdrawal Amt (INR)',
      'Deposit Amt (INR)',
    ],
    ['1', 'S1', '23/Nov/2026', '23/Nov/2026', 'UPI/x', '', '1.00'],
  ];

  it('names the headers it saw and the closest preset with the ones missing', async () => {
    const error = await refusal(readWholeStatement(csvOf(iciciLike)));
    expect(error.mismatch).toEqual({
      headersSeen: iciciLike[1],
      closest: {
        preset: 'icici',
        label: 'ICICI Bank',
        expected: [
          'Transaction Date',
          'Transaction Remarks',
          'Cheque. No./Ref. No.',
          'Withdrawal Amt (INR)',
          'Deposit Amt (INR)',
        ],
        missing: ['Cheque. No./Ref. No.'],
      },
    });
    expect(error.message).toContain('The closest is ICICI Bank, which expects "Transaction Date"');
    expect(error.message).toContain('(missing "Cheque. No./Ref. No.")');
    expect(error.message).toContain('You can set up a column mapping from these headers.');
  });

  it('writes the article the bank’s name takes', async () => {
    const error = await refusal(read(iciciLike.slice(0, 1), PRESET_LAYOUTS.icici));
    expect(error.message).toMatch(/^This file is not an ICICI Bank statement:/);
    expect(
      [
        'HDFC Bank',
        'ICICI Bank',
        'IDFC FIRST Bank',
        'Axis Bank',
        'Union Bank of India',
        'State Bank of India',
      ].map(withArticle),
    ).toEqual([
      'an HDFC Bank',
      'an ICICI Bank',
      'an IDFC FIRST Bank',
      'an Axis Bank',
      'a Union Bank of India',
      'a State Bank of India',
    ]);
  });
});

describe('a saved column mapping', () => {
  it('may name a value-date column for lines whose date cell is empty', async () => {
    const { lines } = await readWholeStatement(
      csvOf([
        ['Posted', 'Value', 'Memo', 'In'],
        ['', '24/11/2026', `UPI/${BOOKING_UTR}/RAHUL`, '699.00'],
      ]),
      {
        layout: {
          mapping: {
            date: 'Posted',
            valueDate: 'Value',
            description: 'Memo',
            amounts: { kind: 'credit-debit', credit: 'In' },
            dateOrder: 'day-month-year',
          },
        },
      },
    );
    expect(lines).toEqual([
      expect.objectContaining({ date: '2026-11-24', upiReference: BOOKING_UTR }),
    ]);
  });
});
