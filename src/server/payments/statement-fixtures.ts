/**
 * Statements in each bank's layout, made by the tests. Every bank's table tells the same story,
 * so one list of expected lines (EXPECTED_LINES) checks them all.
 */
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { StatementPreset } from '../../shared/payments/statement-mapping';

export const BOOKING_UTR = '412398765432';
export const VENDOR_UTR = '512398765432';

/** What every fixture must read as: [date, paise, direction, UPI reference]. */
export const EXPECTED_LINES: [string, number, 'credit' | 'debit', string | null][] = [
  ['2026-11-23', 69_900, 'credit', BOOKING_UTR], // a customer's booking payment
  ['2026-11-23', 69_900, 'credit', BOOKING_UTR], // the bank lists it twice
  ['2026-11-24', 69_900, 'debit', BOOKING_UTR], // reversed
  ['2026-11-24', 12_345_650, 'credit', null], // NEFT from a dealer, 1,23,456.50
  ['2026-11-25', 50_000, 'credit', null], // IMPS (its 12-digit RRN is no UPI reference)
  ['2026-11-25', 200_000, 'credit', null], // cash deposit
  ['2026-11-26', 25_000, 'debit', VENDOR_UTR], // paid a vendor by UPI
];

export interface StatementFixture {
  bank: StatementPreset;
  /** Every row of the first sheet, preamble and footer included. */
  rows: string[][];
  /** 1-based row of the header. */
  headerLine: number;
  /** The line of the USD credit, which is ignored. */
  otherCurrencyLine: number;
}

const hdfcRows = [
  ['HDFC BANK Ltd.', '', '', '', '', '', ''],
  ['M/S HSRP PLATE BOOKING', '', '', '', 'Account No :', '50200012345678', ''],
  ['Statement From : 01/11/2026', 'To : 30/11/2026', '', '', '', '', ''],
  ['', '', '', '', '', '', ''],
  [
    'Date',
    'Narration',
    'Chq./Ref.No.',
    'Value Dt',
    'Withdrawal Amt.',
    'Deposit Amt.',
    'Closing Balance',
  ],
  ['********', '********', '********', '********', '********', '********', '********'],
  [
    '23/11/26',
    `UPI-RAHUL SHARMA-rahul.sharma@okhdfcbank-HDFC0001234-${BOOKING_UTR}-HSRP BOOKING`,
    `0000${BOOKING_UTR}`,
    '23/11/26',
    '',
    '699.00',
    '35,699.00',
  ],
  [
    '23/11/26',
    `UPI-RAHUL SHARMA-rahul.sharma@okhdfcbank-HDFC0001234-${BOOKING_UTR}-HSRP BOOKING`,
    `0000${BOOKING_UTR}`,
    '23/11/26',
    '',
    '699.00',
    '36,398.00',
  ],
  [
    '24/11/26',
    `REV-UPI-RAHUL SHARMA-rahul.sharma@okhdfcbank-HDFC0001234-${BOOKING_UTR}-HSRP BOOKING`,
    `0000${BOOKING_UTR}`,
    '24/11/26',
    '699.00',
    '',
    '35,699.00',
  ],
  [
    '24/11/26',
    'NEFT CR-ICIC0000104-SHREE GANESH MOTORS-HDFCN52026112412345',
    'HDFCN52026112412345',
    '24/11/26',
    '',
    '1,23,456.50',
    '1,59,155.50',
  ],
  [
    '25/11/26',
    'IMPS-632912345678-RAMESH KUMAR-SBIN-XXXXXXX1234-PLATES',
    '0000632912345678',
    '25/11/26',
    '',
    '500.00',
    '1,59,655.50',
  ],
  ['25/11/26', 'CASH DEPOSIT BY - SELF', '', '25/11/26', '', '2,000.00', '1,61,655.50'],
  [
    '26/11/26',
    'POS 416021XXXXXX1234 AMAZON WEB SERVICES',
    '',
    '26/11/26',
    '',
    'USD 45.00',
    '1,61,655.50',
  ],
  [
    '26/11/26',
    `UPI-PLATE SUPPLIER-supplier@ybl-YESB0YBLUPI-${VENDOR_UTR}-NOV PLATES`,
    `0000${VENDOR_UTR}`,
    '26/11/26',
    '250.00',
    '',
    '1,61,405.50',
  ],
  ['', '', '', '', '', '', ''],
  ['STATEMENT SUMMARY :-', '', '', '', '', '', ''],
  ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal', ''],
  ['35,000.00', '2', '5', '949.00', '1,27,354.50', '1,61,405.50', ''],
  ['Generated On: 30/11/2026 10:15:02', '', '', '', '', '', ''],
];

const iciciRows = [
  ['', 'DETAILED STATEMENT', '', '', '', '', '', ''],
  ['', 'Transactions List - HSRP PLATE BOOKING (INR) - 000405012345', '', '', '', '', '', ''],
  ['', '', '', '', '', '', '', ''],
  [
    'S No.',
    'Value Date',
    'Transaction Date',
    'Cheque Number',
    'Transaction Remarks',
    'Withdrawal Amount (INR )',
    'Deposit Amount (INR )',
    'Balance (INR )',
  ],
  [
    '1',
    '23/11/2026',
    '23/11/2026',
    '-',
    `UPI/${BOOKING_UTR}/HSRP booking/rahul.sharma@okaxis/Axis Bank/ICI7de43fa40188479e9`,
    '0.00',
    '699.00',
    '35699.00',
  ],
  [
    '2',
    '23/11/2026',
    '23/11/2026',
    '-',
    `UPI/${BOOKING_UTR}/HSRP booking/rahul.sharma@okaxis/Axis Bank/ICI7de43fa40188479e9`,
    '0.00',
    '699.00',
    '36398.00',
  ],
  [
    '3',
    '24/11/2026',
    '24/11/2026',
    '-',
    `UPIRET/${BOOKING_UTR}/Reversal/rahul.sharma@okaxis/Axis Bank`,
    '699.00',
    '0.00',
    '35699.00',
  ],
  [
    '4',
    '24/11/2026',
    '24/11/2026',
    '-',
    'NEFT-HDFCN52026112412345-SHREE GANESH MOTORS-PLATES NOV',
    '0.00',
    '123456.50',
    '159155.50',
  ],
  [
    '5',
    '25/11/2026',
    '25/11/2026',
    '-',
    'MMT/IMPS/632912345678/PLATES/RAMESH KUM/State Bank',
    '0.00',
    '500.00',
    '159655.50',
  ],
  [
    '6',
    '25/11/2026',
    '25/11/2026',
    '-',
    'BY CASH - MG ROAD BRANCH',
    '0.00',
    '2000.00',
    '161655.50',
  ],
  ['7', '26/11/2026', '26/11/2026', '-', 'INTL POS AWS EMEA', '0.00', 'USD 45.00', '161655.50'],
  [
    '8',
    '26/11/2026',
    '26/11/2026',
    '-',
    `UPI/${VENDOR_UTR}/Nov plates/supplier@ybl/Yes Bank Ltd/YBL0a9b8c7d6e`,
    '250.00',
    '0.00',
    '161405.50',
  ],
  ['', '', '', '', '', '', '', ''],
  ['Legends Used in Account Statement', '', '', '', '', '', '', ''],
  ['BPAY - Bill Payment', '', '', '', '', '', '', ''],
];

const sbiRows = [
  ['Account Name', ':', 'HSRP PLATE BOOKING'],
  ['Account Number', ':', '00000038912345678'],
  ['IFS Code', ':', 'SBIN0001234'],
  ['Balance as on 1 Nov 2026', ':', '35,000.00'],
  [''],
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
    '35,699.00',
  ],
  [
    '23 Nov 2026',
    '23 Nov 2026',
    `BY TRANSFER-UPI/CR/${BOOKING_UTR}/RAHUL SHARMA/UTIB/rahul.sharma@okaxis/HSRP--`,
    'TRANSFER FROM 4897691234567',
    '1234',
    '',
    '699.00',
    '36,398.00',
  ],
  [
    '24 Nov 2026',
    '24 Nov 2026',
    `TO TRANSFER-UPI/REV/${BOOKING_UTR}/RAHUL SHARMA/UTIB/rahul.sharma@okaxis--`,
    'TRANSFER TO 4897691234567',
    '1234',
    '699.00',
    '',
    '35,699.00',
  ],
  [
    '24-Nov-2026',
    '24-Nov-2026',
    'BY TRANSFER-NEFT*ICIC0000104*CMS123456789*SHREE GANESH MOTORS--',
    'TRANSFER FROM 3199411234567',
    '1234',
    '',
    '1,23,456.50',
    '1,59,155.50',
  ],
  [
    '25 Nov 2026',
    '25 Nov 2026',
    'BY TRANSFER-IMPS/P2A/632912345678/RAMESHKUMA/HDFC/plates--',
    'TRANSFER FROM 4897691234567',
    '1234',
    '',
    '500.00',
    '1,59,655.50',
  ],
  [
    '25 Nov 2026',
    '25 Nov 2026',
    'CASH DEPOSIT-CASH DEPOSIT SELF--',
    '',
    '1234',
    '',
    '2,000.00',
    '1,61,655.50',
  ],
  [
    '26 Nov 2026',
    '26 Nov 2026',
    'BY TRANSFER-FOREIGN INWARD REMITTANCE--',
    '',
    '1234',
    '',
    'USD 45.00',
    '1,61,655.50',
  ],
  [
    '26 Nov 2026',
    '26 Nov 2026',
    `TO TRANSFER-UPI/DR/${VENDOR_UTR}/PLATE SUP/YESB/supplier@ybl/Nov plates--`,
    'TRANSFER TO 4897691234567',
    '1234',
    '250.00',
    '',
    '1,61,405.50',
  ],
  ['**This is a computer generated statement and does not require a signature.'],
];

const axisRows = [
  ['Name :- HSRP PLATE BOOKING  .'],
  ['Joint Holder :-- '],
  ['Customer ID :- 912345678'],
  ['Statement of Account No - 922030048910705 for the period (From : 01/11/2026 To : 30/11/2026)'],
  [
    'S.No',
    'Transaction Date (dd/mm/yyyy)',
    'Value Date (dd/mm/yyyy)',
    'Particulars',
    'Amount(INR)',
    'Debit/Credit',
    'Balance(INR)',
    'Cheque Number',
    'Branch Name(SOL)',
  ],
  ['1', '', '', 'OPENING BALANCE', '', '', '-,35,000.00', '', 'NOIDA SECTOR 18 (248)'],
  [
    '2',
    '23/11/2026',
    '23/11/2026',
    `UPI/P2M/${BOOKING_UTR}/RAHUL SHARMA/HSRP booking/HDFC BANK`,
    '\t699.00',
    'CR',
    '-,34,301.00',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  [
    '3',
    '23/11/2026',
    '23/11/2026',
    `UPI/P2M/${BOOKING_UTR}/RAHUL SHARMA/HSRP booking/HDFC BANK`,
    '\t699.00',
    'CR',
    '-,33,602.00',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  [
    '4',
    '24/11/2026',
    '24/11/2026',
    `UPIAR/${BOOKING_UTR}/DR/RAHUL SHARMA/HDFC BANK`,
    '\t699.00',
    'DR',
    '-,34,301.00',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  [
    '5',
    '24/11/2026',
    '24/11/2026',
    'NEFT/ICICN52026112412345/SHREE GANESH MOTORS/ICICI BANK/0001173122',
    '\t1,23,456.50',
    'CR',
    '89,155.50',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  [
    '6',
    '25/11/2026',
    '25/11/2026',
    'IMPS/P2A/632912345678/RAMESH KUMAR/SBI/plates',
    '\t500.00',
    'CR',
    '89,655.50',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  [
    '7',
    '25/11/2026',
    '25/11/2026',
    'CASH DEP/NOIDA SECTOR 18',
    '\t2,000.00',
    'CR',
    '91,655.50',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  [
    '8',
    '26/11/2026',
    '26/11/2026',
    'INWARD REMITTANCE/AWS EMEA',
    'USD 45.00',
    'CR',
    '91,655.50',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  [
    '9',
    '26/11/2026',
    '26/11/2026',
    `UPI/P2A/${VENDOR_UTR}/PLATE SUPPLIER/YES BANK/Nov plates`,
    '\t250.00',
    'DR',
    '91,405.50',
    '',
    'NOIDA SECTOR 18 (248)',
  ],
  ['', '', '', 'TRANSACTION TOTAL', '\t1,26,853.50', '', '', '', ''],
  ['', '', '', 'CLOSING BALANCE', '', '', '91,405.50', '', ''],
  [
    'Unless the constituent notifies the bank immediately of any discrepancy found by him/her in this statement of Account, it will be taken that he/she has found the account correct.',
  ],
];

const kotakRows = [
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
  [
    '1',
    '23-11-2026 10:04:25',
    '23-11-2026',
    'UPI/RAHUL SHARMA/HSRP booking/UPI',
    `UPI-${BOOKING_UTR}`,
    '699.00',
    'CR',
    '35,699.00',
    'CR',
  ],
  [
    '2',
    '23-11-2026 10:04:25',
    '23-11-2026',
    'UPI/RAHUL SHARMA/HSRP booking/UPI',
    `UPI-${BOOKING_UTR}`,
    '699.00',
    'CR',
    '36,398.00',
    'CR',
  ],
  [
    '3',
    '24-11-2026 09:00:00',
    '24-11-2026',
    'UPI REVERSAL/RAHUL SHARMA',
    `UPI-${BOOKING_UTR}`,
    '699.00',
    'DR',
    '35,699.00',
    'CR',
  ],
  [
    '4',
    '24-11-2026 11:30:00',
    '24-11-2026',
    'NEFT ICICN52026112412345 SHREE GANESH MOTORS',
    'NEFTINW-0123456789',
    '1,23,456.50',
    'CR',
    '1,59,155.50',
    'CR',
  ],
  [
    '5',
    '25-11-2026 12:00:00',
    '25-11-2026',
    'IMPS-632912345678-RAMESH KUMAR-PLATES',
    'IMPS-632912345678',
    '500.00',
    'CR',
    '1,59,655.50',
    'CR',
  ],
  [
    '6',
    '25-11-2026 15:10:00',
    '25-11-2026',
    'CASH DEPOSIT',
    '',
    '2,000.00',
    'CR',
    '1,61,655.50',
    'CR',
  ],
  [
    '7',
    '26-11-2026 08:00:00',
    '26-11-2026',
    'INWARD REMITTANCE AWS',
    'FIRC-0099',
    'USD 45.00',
    'CR',
    '1,61,655.50',
    'CR',
  ],
  [
    '8',
    '26-11-2026 19:45:10',
    '26-11-2026',
    `UPI/PLATE SUPPLIER/${VENDOR_UTR}/Nov plates`,
    `UPI-${VENDOR_UTR}`,
    '250.00',
    'DR',
    '1,61,405.50',
    'CR',
  ],
  [''],
  ['Opening balance', '35,000.00'],
];

export const FIXTURES: StatementFixture[] = [
  { bank: 'hdfc', rows: hdfcRows, headerLine: 5, otherCurrencyLine: 13 },
  { bank: 'icici', rows: iciciRows, headerLine: 4, otherCurrencyLine: 11 },
  { bank: 'sbi', rows: sbiRows, headerLine: 6, otherCurrencyLine: 13 },
  { bank: 'axis', rows: axisRows, headerLine: 5, otherCurrencyLine: 13 },
  { bank: 'kotak', rows: kotakRows, headerLine: 8, otherCurrencyLine: 15 },
];

export function csvOf(rows: (string | number)[][]): Buffer {
  return Buffer.from(stringify(rows, { record_delimiter: '\r\n' }));
}

/**
 * An XLSX of these rows. `typed` writes what a bank's Excel export would hold as numbers and
 * dates (plain amounts, dd/mm/yyyy dates) as such, else every cell is text.
 */
export async function xlsxOf(
  rows: (string | number | Date | ExcelJS.CellFormulaValue)[][],
  { typed = false } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(typed ? row.map(typedCell) : row);
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function typedCell<T>(cell: T): T | number | Date {
  if (typeof cell !== 'string') return cell;
  if (/^\d+\.\d{2}$/.test(cell)) return Number(cell);
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
  return date ? new Date(Date.UTC(Number(date[3]), Number(date[2]) - 1, Number(date[1]))) : cell;
}
