import { BOOKING_UTR, type LayoutFixture, VENDOR_UTR } from './story.ts';

const WRAPPED_UTR = '615719372785';

/**
 * SBI's "Excel" download: tab-separated text named .xls, account details as `key : value`
 * lines above the table, and a closing note below it.
 */
export const sbiTab: LayoutFixture = {
  id: 'sbi-tab',
  bank: 'sbi',
  source:
    'Header "Txn Date, Value Date, Description, Ref No./Cheque No., Branch Code, Debit, Credit, Balance" (Amit49/Bank-Statement-to-csv-form, public SBI parsers); tab-separated text named .xls.',
  kinds: ['tsv', 'xls'],
  rows: [
    ['Account Name', ':', 'HSRP PLATE BOOKING'],
    ['Address', ':', 'SHOP 12 SECTOR 18 NOIDA'],
    ['Account Number', ':', '00000038912345678'],
    ['IFS Code', ':', 'SBIN0001234'],
    ['Balance as on 1 Nov 2026', ':', '45,000.00'],
    ['Start Date', ':', '1 Nov 2026'],
    ['End Date', ':', '30 Nov 2026'],
    [
      'Txn Date',
      'Value Date',
      'Description',
      'Ref No./Cheque No.',
      'Branch Code',
      'Debit',
      'Credit',
      'Balance',
    ],
    [
      '23 Nov 2026',
      '23 Nov 2026',
      `BY TRANSFER-UPI/CR/${BOOKING_UTR}/RAHUL SHARMA/UTIB/rahul.sharma@okaxis/HSRP--`,
      'TRANSFER FROM 4897691234567',
      '1234',
      '',
      '699.00',
      '45,699.00',
    ],
    [
      '24 Nov 2026',
      '24 Nov 2026',
      `TO TRANSFER-UPI/REV/${BOOKING_UTR}/RAHUL SHARMA/UTIB/rahul.sharma@okaxis--`,
      'TRANSFER TO 4897691234567',
      '1234',
      '699.00',
      '',
      '45,000.00',
    ],
    [
      '24 Nov 2026',
      '24 Nov 2026',
      'BY TRANSFER-NEFT*ICIC0000104*CMS123456789*SHREE GANESH MOTORS--',
      'TRANSFER FROM 3199411234567',
      '1234',
      '',
      '1,23,456.50',
      '1,68,456.50',
    ],
    [
      '26 Nov 2026',
      '26 Nov 2026',
      `TO TRANSFER-UPI/DR/${VENDOR_UTR}/PLATE SUP/YESB/supplier@ybl/Nov plates--`,
      'TRANSFER TO 4897691234567',
      '1234',
      '250.00',
      '',
      '1,68,206.50',
    ],
    ['**This is a computer generated statement and does not require a signature.'],
  ],
  headerLine: 8,
  expected: [
    ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-24', 69_900, 'debit', [BOOKING_UTR]],
    ['2026-11-24', 12_345_650, 'credit', []],
    ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: { preamble: 7, footer: 1 },
};

/**
 * SBI's 2026 XLSX: `Date, Details, Ref No/Cheque No, Debit, Credit, Balance`, every cell text,
 * and long Details hard-wrapped onto lines of their own, cutting a UTR in two.
 */
export const sbi2026: LayoutFixture = {
  id: 'sbi-2026',
  bank: 'sbi',
  source:
    'A public field report on a real SBI spreadsheet export ("Date | Details | Ref No/Cheque No | Debit | Credit | Balance", dd/mm/yyyy, all text); plus its hard-wrapped Details and a split UTR.',
  kinds: ['xlsx', 'csv', 'xls'],
  rows: [
    ['State Bank of India'],
    ['Account Statement from 01/11/2026 to 30/11/2026'],
    ['Account Number', '00000038912345678'],
    ['Date', 'Details', 'Ref No/Cheque No', 'Debit', 'Credit', 'Balance'],
    ['23/11/2026', 'TRANSFER FROM 4897691234567 UPI/CR/61571937', '', '', '699.00', '45699.00'],
    ['', '2785/NIKHIL KUM/SBIN/nikhil.k@oksbi/HSRP', '', '', '', ''],
    ['', 'BOOKING', '', '', '', ''],
    [
      '24/11/2026',
      `TRANSFER FROM 4897691234567 UPI/CR/${BOOKING_UTR}/RAHUL SHARMA/UTIB/`,
      '',
      '',
      '699.00',
      '46398.00',
    ],
    ['', 'rahul.sharma@okaxis/HSRP', '', '', '', ''],
    ['Page 1 of 2'],
    ['Date', 'Details', 'Ref No/Cheque No', 'Debit', 'Credit', 'Balance'],
    [
      '26/11/2026',
      `TRANSFER TO 4897691234567 UPI/DR/${VENDOR_UTR}/PLATE SUP/YESB/`,
      '',
      '250.00',
      '',
      '46148.00',
    ],
    ['', 'supplier@ybl/Nov plates', '', '', '', ''],
    ['Page 2 of 2'],
  ],
  headerLine: 4,
  expected: [
    ['2026-11-23', 69_900, 'credit', [WRAPPED_UTR]],
    ['2026-11-24', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: { preamble: 3, continuation: 4, 'page-row': 2, 'repeated-header': 1 },
};

/** SBI's PDF statement, as a PDF row source gives its lines: wrapped Description, page rows. */
export const sbiPdf: LayoutFixture = {
  id: 'sbi-pdf',
  bank: 'sbi',
  source:
    'SBI PDF columns "Txn Date | Value Date | Description | Ref No./Cheque No. | Debit | Credit | Balance" (public SBI PDF parsers); Description wrapped within its cell.',
  kinds: ['pdf'],
  rows: [
    ['Account Name : HSRP PLATE BOOKING'],
    ['Account Number : 00000038912345678'],
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      '23 Nov 2026',
      '23 Nov 2026',
      'BY TRANSFER-UPI/CR/61571937',
      'TRANSFER FROM',
      '',
      '699.00',
      '45,699.00',
    ],
    ['', '', '2785/NIKHIL KUM/SBIN/nikhil', '4897691234567', '', '', ''],
    ['Page 1 of 2'],
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      '26 Nov 2026',
      '26 Nov 2026',
      `TO TRANSFER-UPI/DR/${VENDOR_UTR}/`,
      'TRANSFER TO',
      '250.00',
      '',
      '45,449.00',
    ],
    ['', '', 'PLATE SUP/YESB/supplier@ybl', '4897691234567', '', '', ''],
    ['Page 2 of 2'],
  ],
  headerLine: 3,
  expected: [
    ['2026-11-23', 69_900, 'credit', [WRAPPED_UTR]],
    ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: { preamble: 2, continuation: 2, 'page-row': 2, 'repeated-header': 1 },
};
