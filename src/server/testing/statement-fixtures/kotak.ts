import {
  BOOKING_UTR,
  KOTAK_COLUMN_UTR,
  KOTAK_NARRATION_UTR,
  type LayoutFixture,
  VENDOR_UTR,
} from './story.ts';

/**
 * Kotak's CSV with one amount column and a Dr / Cr beside it (and another after the balance):
 * a UPI credit carries one 12-digit number in `Chq / Ref No.` and another in the description.
 */
export const kotakAmount: LayoutFixture = {
  id: 'kotak-amount',
  bank: 'kotak',
  source:
    'Public Kotak importers ("Sl. No., Transaction Date, Value Date, Description, Chq / Ref No., Amount, Dr / Cr, Balance", read_csv(skiprows=13)); the two numbers one UPI credit can carry (decision 0033).',
  kinds: ['csv', 'xlsx'],
  rows: [
    ['', '', 'Account Statement'],
    ['HSRP PLATE BOOKING'],
    ['', '', '', '', 'Account No.', '0123456789'],
    ['', '', '', '', 'Period', 'From 01/11/2026 To 30/11/2026'],
    ['', '', '', '', 'Currency', 'INR'],
    ['', '', '', '', 'IFSC', 'KKBK0005289'],
    [''],
    [
      'Sl. No.',
      'Transaction Date',
      'Value Date',
      'Description',
      'Chq / Ref No.',
      'Amount',
      'Dr / Cr',
      'Balance',
      'Dr / Cr',
    ],
    ['', '', '', 'Opening Balance', '', '', '', '45,000.00', 'CR'],
    [
      '1',
      '23-11-2026 10:04:25',
      '23-11-2026',
      `UPI/Nikhil Kumar Si/${KOTAK_NARRATION_UTR}/UPI`,
      `UPI-${KOTAK_COLUMN_UTR}`,
      '699.00',
      'CR',
      '45,699.00',
      'CR',
    ],
    [
      '2',
      '23-11-2026 18:30:00',
      '23-11-2026',
      'UPI/RAHUL SHARMA/HSRP booking/UPI',
      `UPI-${BOOKING_UTR}`,
      '699.00',
      'CR',
      '46,398.00',
      'CR',
    ],
    [
      '3',
      '26-11-2026 19:45:10',
      '26-11-2026',
      `UPI/PLATE SUPPLIER/${VENDOR_UTR}/Nov plates`,
      `UPI-${VENDOR_UTR}`,
      '250.00',
      'DR',
      '46,148.00',
      'CR',
    ],
    ['', '', '', 'Closing Balance', '', '', '', '46,148.00', 'CR'],
  ],
  headerLine: 8,
  expected: [
    ['2026-11-23', 69_900, 'credit', [KOTAK_NARRATION_UTR, KOTAK_COLUMN_UTR]],
    ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: { preamble: 6, balance: 2 },
};

/** Kotak's other layout: withdrawals and deposits in columns of their own. */
export const kotakColumns: LayoutFixture = {
  id: 'kotak-columns',
  bank: 'kotak',
  source:
    'Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md, Kotak Pattern10: "Date, Narration, Chq/Ref No., Withdrawal (Dr), Deposit (Cr), Balance".',
  kinds: ['csv', 'xlsx'],
  rows: [
    ['Kotak Mahindra Bank'],
    ['Account Statement 01/11/2026 - 30/11/2026'],
    ['Date', 'Narration', 'Chq/Ref No.', 'Withdrawal (Dr)', 'Deposit (Cr)', 'Balance'],
    [
      '23/11/2026',
      'UPI/RAHUL SHARMA/HSRP booking/UPI',
      `UPI-${BOOKING_UTR}`,
      '',
      '699.00',
      '45,699.00(Cr)',
    ],
    [
      '26/11/2026',
      `UPI/PLATE SUPPLIER/${VENDOR_UTR}/Nov plates`,
      `UPI-${VENDOR_UTR}`,
      '250.00',
      '',
      '45,449.00(Cr)',
    ],
  ],
  headerLine: 3,
  expected: [
    ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: { preamble: 2 },
};
