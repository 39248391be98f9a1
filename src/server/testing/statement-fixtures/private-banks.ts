import { OTHER_BANK_STORY } from './public-sector-banks.ts';
import { BOOKING_UTR, type LayoutFixture, VENDOR_UTR } from './story.ts';

/** IDFC FIRST and Yes Bank, from public parsers' notes (unverified); the story of public-sector-banks.ts. */
export const idfc: LayoutFixture = {
  id: 'idfc',
  bank: 'idfc',
  source:
    'A public IDFC FIRST XLSX parser’s notes: 19 lines of account details, then "Transaction Date, Value Date, Particulars, Cheque No., Debit, Credit, Balance", dates as 16-Jan-2025.',
  kinds: ['xlsx', 'csv'],
  rows: [
    ...Array.from({ length: 19 }, (_, i) =>
      i === 0 ? ['IDFC FIRST Bank'] : i === 5 ? ['Account Number', '10012345678'] : [],
    ),
    ['Transaction Date', 'Value Date', 'Particulars', 'Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      '23-Nov-2026',
      '23-Nov-2026',
      `UPI/MOB/${BOOKING_UTR}/RAHUL SHARMA`,
      '',
      '',
      '699.00',
      '45,699.00',
    ],
    [
      '24-Nov-2026',
      '24-Nov-2026',
      'NEFT/ICICN52026112412345/SHREE GANESH MOTORS',
      '',
      '',
      '1,23,456.50',
      '1,69,155.50',
    ],
    [
      '26-Nov-2026',
      '26-Nov-2026',
      `UPI/MOB/${VENDOR_UTR}/PLATE SUPPLIER`,
      '',
      '250.00',
      '',
      '1,68,905.50',
    ],
    ['Total', '', '', '', '250.00', '1,24,155.50', ''],
  ],
  headerLine: 20,
  expected: OTHER_BANK_STORY,
  ignored: 0,
  skipped: { preamble: 2, total: 1 },
};

export const yes: LayoutFixture = {
  id: 'yes',
  bank: 'yes',
  source:
    'An upload configuration in a public project: "Transaction Date, Value date, Transaction Description, Reference No, Debit Amount, Credit Amount, Running Balance".',
  kinds: ['xlsx', 'csv'],
  rows: [
    ['YES BANK'],
    ['Account Statement', 'A/c 012345678901234'],
    [
      'Transaction Date',
      'Value date',
      'Transaction Description',
      'Reference No',
      'Debit Amount',
      'Credit Amount',
      'Running Balance',
    ],
    [
      '23/11/2026',
      '23/11/2026',
      'UPI/RAHUL SHARMA/HSRP booking',
      BOOKING_UTR,
      '',
      '699.00',
      '45699.00',
    ],
    [
      '24/11/2026',
      '24/11/2026',
      'NEFT CR SHREE GANESH MOTORS',
      'ICICN52026112412345',
      '',
      '123456.50',
      '169155.50',
    ],
    [
      '26/11/2026',
      '26/11/2026',
      'UPI/PLATE SUPPLIER/Nov plates',
      VENDOR_UTR,
      '250.00',
      '',
      '168905.50',
    ],
  ],
  headerLine: 3,
  expected: OTHER_BANK_STORY,
  ignored: 0,
  skipped: { preamble: 2 },
};
