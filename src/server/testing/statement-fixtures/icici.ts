import { BOOKING_UTR, type LayoutFixture, PAYER_MOBILE, VENDOR_UTR } from './story.ts';

const HEADER = [
  'S.N.',
  'Tran. Id',
  'Value Date',
  'Transaction Date',
  'Transaction Posted Date',
  'Cheque. No./Ref. No.',
  'Transaction Remarks',
  'Withdrawal Amt (INR)',
  'Deposit Amt (INR)',
  'Balance (INR)',
];
const blank = () => HEADER.map(() => '');
const at = (column: number, text: string) => {
  const row = blank();
  row[column] = text;
  return row;
};

/**
 * ICICI's "Detailed Statement": sixteen lines of account details, the header, lines with the
 * UPI reference near the end of the remarks, a `Page Total` under each page's lines, the header
 * again on the next page, and a legend at the end.
 */
export const iciciDetailed: LayoutFixture = {
  id: 'icici-detailed',
  bank: 'icici',
  source:
    'A public mock of a real ICICI bank_statement.csv ("S.N.,Tran. Id,Value Date,Transaction Date,Transaction Posted Date,Cheque. No./Ref. No.,Transaction Remarks,Withdrawal Amt (INR),Deposit Amt (INR),Balance (INR)", remarks "UPI/NAME/vpa/note/Bank/412…/ref", dates 20/Jul/2025); read_excel(skiprows=16) in public importers.',
  kinds: ['xls', 'csv', 'xlsx'],
  rows: [
    at(1, 'DETAILED STATEMENT'),
    blank(),
    at(1, 'Transactions List - HSRP PLATE BOOKING (INR) - 000405012345'),
    at(1, 'Account Number : 000405012345'),
    at(1, 'Account Name : HSRP PLATE BOOKING'),
    at(1, 'Branch : NOIDA SECTOR 18'),
    at(1, 'IFSC Code : ICIC0000004'),
    at(1, 'Customer ID : 512345678'),
    at(1, 'Account Type : Current Account'),
    at(1, 'Currency : INR'),
    at(1, 'Transaction Date from : 01/11/2026 to 30/11/2026'),
    at(1, 'Amount from : - to -'),
    at(1, 'Cheque number from : - to -'),
    at(1, 'Transaction remarks : -'),
    at(1, 'Transaction type : All'),
    at(1, 'Advanced Search : -'),
    HEADER,
    [
      '1',
      'S92159466',
      '23/Nov/2026',
      '23/Nov/2026',
      '23/11/2026 10:04:25 AM',
      '',
      `UPI/RAHUL SHARMA/rahul.sharma@oka/HSRP booking/Axis Bank/${BOOKING_UTR}/AXI7de43fa40188479e9`,
      '',
      '699.00',
      '45,699.00',
    ],
    [
      '2',
      'S92159602',
      '24/Nov/2026',
      '24/Nov/2026',
      '24/11/2026 09:00:00 AM',
      '',
      `UPI/RAHUL SHARMA/rahul.sharma@oka/Reversal/Axis Bank/${BOOKING_UTR}/AXI7de43fa40188479e9`,
      '699.00',
      '',
      '45,000.00',
    ],
    ['', '', '', '', '', '', 'Page Total', '699.00', '699.00', ''],
    HEADER,
    [
      '3',
      'S74859041',
      '24/Nov/2026',
      '24/Nov/2026',
      '24/11/2026 11:30:12 AM',
      '',
      'NEFT-HDFCN52026112412345-SHREE GANESH MOTORS-PLATES NOV',
      '',
      '1,23,456.50',
      '1,68,456.50',
    ],
    [
      '4',
      'S74859187',
      '25/Nov/2026',
      '25/Nov/2026',
      '25/11/2026 12:00:00 PM',
      '',
      'MMT/IMPS/632912345678/PLATES/RAMESH KUM/SBIN0001234',
      '',
      '500.00',
      '1,68,956.50',
    ],
    [
      '5',
      'S74859311',
      '25/Nov/2026',
      '25/Nov/2026',
      '25/11/2026 06:19:08 PM',
      '',
      `UPI/AMIT VERMA/amit.v@okicici/PAID ${PAYER_MOBILE}/ICICI Bank/512312345678/ICI3c428597f581479b`,
      '',
      '699.00',
      '1,69,655.50',
    ],
    [
      '6',
      'S74859420',
      '26/Nov/2026',
      '26/Nov/2026',
      '26/11/2026 07:45:10 PM',
      '',
      `UPI/PLATE SUPPLIER/supplier@ybl/Nov plates/Yes Bank Ltd/${VENDOR_UTR}/YBL0a9b8c7d6e`,
      '250.00',
      '',
      '1,69,405.50',
    ],
    ['', '', '', '', '', '', 'Page Total', '250.00', '1,24,655.50', ''],
    blank(),
    at(0, 'Legends Used in Account Statement'),
    at(
      0,
      'BPAY - Bill Payment | CCWD - Cardless Cash Withdrawal | IMPS - Immediate Payment Service',
    ),
  ],
  headerLine: 17,
  expected: [
    ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-24', 69_900, 'debit', [BOOKING_UTR]],
    ['2026-11-24', 12_345_650, 'credit', []],
    ['2026-11-25', 50_000, 'credit', []],
    ['2026-11-25', 69_900, 'credit', [PAYER_MOBILE, '512312345678']],
    ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: { preamble: 15, total: 2, 'repeated-header': 1, footer: 2 },
};
