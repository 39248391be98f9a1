import { BOOKING_UTR, type LayoutFixture, VENDOR_UTR } from './story.ts';

/**
 * Public-sector banks (Bank of Baroda, PNB, Canara, Union), built from the header lists of public statement
 * parsers (no sample file was found: their presets stay "unverified"). Each tells the same short
 * story: a booking's UPI credit, a NEFT credit, a UPI payment to a vendor.
 */
const UNVERIFIED = 'Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md';
export const OTHER_BANK_STORY: LayoutFixture['expected'] = [
  ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
  ['2026-11-24', 12_345_650, 'credit', []],
  ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
];

export const bob: LayoutFixture = {
  id: 'bob-xls',
  bank: 'bob',
  source: `${UNVERIFIED} (Bank of Baroda Pattern20)`,
  kinds: ['xls', 'xlsx'],
  rows: [
    ['BANK OF BARODA'],
    ['Account Statement', '', 'Account No : 12345678901234'],
    ['Period : 01-11-2026 to 30-11-2026'],
    [
      'Serial No',
      'Transaction Date',
      'Value Date',
      'Description',
      'Cheque Number',
      'Debit',
      'Credit',
      'Balance',
    ],
    [
      '1',
      '23-11-2026',
      '23-11-2026',
      `UPI/${BOOKING_UTR}/RAHUL SHARMA/HSRP booking`,
      '',
      '',
      '699.00',
      '45,699.00',
    ],
    [
      '2',
      '24-11-2026',
      '24-11-2026',
      'NEFT-ICICN52026112412345-SHREE GANESH MOTORS',
      '',
      '',
      '1,23,456.50',
      '1,69,155.50',
    ],
    [
      '3',
      '26-11-2026',
      '26-11-2026',
      `UPI/${VENDOR_UTR}/PLATE SUPPLIER/Nov plates`,
      '',
      '250.00',
      '',
      '1,68,905.50',
    ],
    ['', '', '', 'Closing Balance', '', '', '', '1,68,905.50'],
  ],
  headerLine: 4,
  expected: OTHER_BANK_STORY,
  ignored: 0,
  skipped: { preamble: 3, balance: 1 },
};

export const pnb: LayoutFixture = {
  id: 'pnb',
  bank: 'pnb',
  source: `${UNVERIFIED} (Punjab National Bank: "Transaction Date, Cheque Number, Withdrawal, Deposit, Balance, Narration")`,
  kinds: ['xlsx', 'csv'],
  rows: [
    ['Punjab National Bank'],
    ['Account Statement for A/c No. 1234000100012345'],
    ['Transaction Date', 'Cheque Number', 'Withdrawal', 'Deposit', 'Balance', 'Narration'],
    ['23/11/2026', '', '', '699.00', '45699.00 Cr.', `UPI/CR/${BOOKING_UTR}/RAHUL SHARMA/HSRP`],
    [
      '24/11/2026',
      '',
      '',
      '123456.50',
      '169155.50 Cr.',
      'NEFT_IN:ICICN52026112412345/SHREE GANESH MOTORS',
    ],
    ['26/11/2026', '', '250.00', '', '168905.50 Cr.', `UPI/DR/${VENDOR_UTR}/PLATE SUPPLIER`],
    ['Page 1 of 1'],
  ],
  headerLine: 3,
  expected: OTHER_BANK_STORY,
  ignored: 0,
  skipped: { preamble: 2, 'page-row': 1 },
};

export const canara: LayoutFixture = {
  id: 'canara',
  bank: 'canara',
  source: `${UNVERIFIED} (Canara Bank: "TRANS DATE, VALUE DATE, BRANCH, REF/CHQ.NO, DESCRIPTION, WITHDRAWS, DEPOSIT, BALANCE")`,
  kinds: ['xlsx', 'csv'],
  rows: [
    ['Canara Bank'],
    ['Statement for A/c 1234101012345 for the period 01-11-2026 to 30-11-2026'],
    [
      'TRANS DATE',
      'VALUE DATE',
      'BRANCH',
      'REF/CHQ.NO',
      'DESCRIPTION',
      'WITHDRAWS',
      'DEPOSIT',
      'BALANCE',
    ],
    ['', '', '', '', 'Opening Balance', '', '', '45000.00'],
    [
      '23-11-2026',
      '23-11-2026',
      'NOIDA',
      '',
      `UPI/CR/${BOOKING_UTR}/RAHUL SHARMA/HDFC/rahul@okhdfcbank`,
      '',
      '699.00',
      '45699.00',
    ],
    [
      '24-11-2026',
      '24-11-2026',
      'NOIDA',
      '',
      'NEFT CR ICICN52026112412345 SHREE GANESH MOTORS',
      '',
      '123456.50',
      '169155.50',
    ],
    [
      '26-11-2026',
      '26-11-2026',
      'NOIDA',
      '',
      `UPI/DR/${VENDOR_UTR}/PLATE SUPPLIER/YESB/supplier@ybl`,
      '250.00',
      '',
      '168905.50',
    ],
  ],
  headerLine: 3,
  expected: OTHER_BANK_STORY,
  ignored: 0,
  skipped: { preamble: 2, balance: 1 },
};

export const union: LayoutFixture = {
  id: 'union',
  bank: 'union',
  source: `${UNVERIFIED} (Union Bank: "Tran Id, Tran Date, Remarks, Amount (Rs.), Balance (Rs.)"); amounts carry (Cr)/(Dr).`,
  kinds: ['xlsx', 'csv'],
  rows: [
    ['Union Bank of India'],
    ['Statement of Account 520101012345678'],
    ['Tran Id', 'Tran Date', 'Remarks', 'Amount (Rs.)', 'Balance (Rs.)'],
    [
      'S12345671',
      '23/11/2026',
      `UPIAB/${BOOKING_UTR}/CR/RAHUL SHARMA/HDFC/rahul@okhdfcbank`,
      '699.00(Cr)',
      '45699.00(Cr)',
    ],
    [
      'S12345672',
      '24/11/2026',
      'NEFT:ICICN52026112412345:SHREE GANESH MOTORS',
      '123456.50(Cr)',
      '169155.50(Cr)',
    ],
    [
      'S12345673',
      '26/11/2026',
      `UPIAR/${VENDOR_UTR}/DR/PLATE SUPPLIER/YESB`,
      '250.00(Dr)',
      '168905.50(Cr)',
    ],
  ],
  headerLine: 3,
  expected: OTHER_BANK_STORY,
  ignored: 0,
  skipped: { preamble: 2 },
};
