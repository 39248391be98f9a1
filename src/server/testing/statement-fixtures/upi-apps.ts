import { BOOKING_UTR, type LayoutFixture, VENDOR_UTR } from './story.ts';

/**
 * The UPI merchant apps' reports, built from the providers' documented fields (no real download
 * was found: unverified). Every line is a UPI payment; the reference column is its UTR.
 */
export const phonepeBusiness: LayoutFixture = {
  id: 'phonepe-business',
  bank: 'phonepe-business',
  source:
    'PhonePe’s settlement report format (developer.phonepe.com/docs/settlement): PaymentType, MerchantReferenceId, PhonePeReferenceId, From, Instrument, CreationDate, Amount, Fee, TransactionDate, SettlementDate, BankReferenceNo (UTR), IGST, CGST, SGST.',
  kinds: ['csv', 'xlsx'],
  rows: [
    [
      'PaymentType',
      'MerchantReferenceId',
      'PhonePeReferenceId',
      'From',
      'Instrument',
      'CreationDate',
      'Amount',
      'Fee',
      'TransactionDate',
      'SettlementDate',
      'BankReferenceNo',
      'IGST',
      'CGST',
      'SGST',
    ],
    [
      'PAYMENT',
      'HSRP-1001',
      'T2611231004251234567890',
      'RAHUL SHARMA',
      'UPI_REDEMPTION',
      '2026-11-23 10:04:25',
      '699.00',
      '0.00',
      '2026-11-23',
      '2026-11-24',
      BOOKING_UTR,
      '0.00',
      '0.00',
      '0.00',
    ],
    [
      'REFUND',
      'HSRP-0998',
      'T2611251200001234567890',
      'PLATE SUPPLIER',
      'UPI_REDEMPTION_REVERSE',
      '2026-11-25 12:00:00',
      '250.00',
      '0.00',
      '2026-11-25',
      '2026-11-26',
      VENDOR_UTR,
      '0.00',
      '0.00',
      '0.00',
    ],
  ],
  headerLine: 1,
  expected: [
    ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-25', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: {},
};

export const paytmBusiness: LayoutFixture = {
  id: 'paytm-business',
  bank: 'paytm-business',
  source:
    'Paytm for Business’s settlement APIs’ documented fields (business.paytm.com/docs/api/settlement-api): transaction date, order and transaction IDs, amount, status, payment mode, bank transaction ID (UTR), customer VPA.',
  kinds: ['csv', 'xlsx'],
  rows: [
    ['Paytm for Business - Payments Report'],
    ['From 01-11-2026 To 30-11-2026'],
    [
      'Transaction Date',
      'Order ID',
      'Transaction ID',
      'Amount',
      'Status',
      'Payment Mode',
      'Bank Transaction ID',
      'Customer VPA',
      'Transaction Type',
    ],
    [
      '23-11-2026 10:04:25',
      'HSRP-1001',
      '20261123111212800110168123456789',
      '699.00',
      'SUCCESS',
      'UPI',
      BOOKING_UTR,
      'rahul.sharma@okaxis',
      'PAYMENT',
    ],
    [
      '23-11-2026 10:02:11',
      'HSRP-1001',
      '20261123111212800110168123456700',
      '699.00',
      'FAILED',
      'UPI',
      '',
      'rahul.sharma@okaxis',
      'PAYMENT',
    ],
    [
      '25-11-2026 12:00:00',
      'HSRP-0998',
      '20261125111212800110168123456711',
      '250.00',
      'SUCCESS',
      'UPI',
      VENDOR_UTR,
      'supplier@ybl',
      'REFUND',
    ],
  ],
  headerLine: 3,
  expected: [
    ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-25', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 1,
  skipped: { preamble: 2 },
};

export const bharatpe: LayoutFixture = {
  id: 'bharatpe',
  bank: 'bharatpe',
  source:
    'BharatPe’s transaction list as its app shows a payment (date, payer, VPA, amount, BharatPe transaction ID, UTR, status); no public sample.',
  kinds: ['xlsx', 'csv'],
  rows: [
    ['Transaction Date', 'Payer Name', 'Payer VPA', 'Amount', 'BharatPe Txn ID', 'UTR', 'Status'],
    [
      '23/11/2026 10:04 AM',
      'RAHUL SHARMA',
      'rahul.sharma@okaxis',
      '699.00',
      'BP1123100425',
      BOOKING_UTR,
      'SUCCESS',
    ],
    [
      '24/11/2026 09:00 AM',
      'AMIT VERMA',
      'amit.v@okicici',
      '699.00',
      'BP1124090000',
      '512312345678',
      'PENDING',
    ],
  ],
  headerLine: 1,
  expected: [['2026-11-23', 69_900, 'credit', [BOOKING_UTR]]],
  ignored: 1,
  skipped: {},
};

/**
 * PhonePe's own statement PDF: each payment spans four lines (date, time under it, the
 * transaction ID, the UTR, the account), with page rows and a note at the end.
 */
export const phonepeStatement: LayoutFixture = {
  id: 'phonepe-statement',
  bank: 'phonepe',
  source:
    'The layout the phonepe-statement-parser package reads from PhonePe’s statement PDF ("Date | Transaction Details | Type | Amount", then time, Transaction ID, UTR No., Credited to/Debited from).',
  kinds: ['pdf'],
  rows: [
    ['Transaction Statement for 98765XXXXX'],
    ['Nov 01, 2026 - Nov 30, 2026'],
    ['Date', 'Transaction Details', 'Type', 'Amount'],
    ['Nov 23, 2026', 'Received from RAHUL SHARMA', 'CREDIT', '₹699'],
    ['10:04 am', 'Transaction ID T2611231004251234567890', '', ''],
    ['', `UTR No. ${BOOKING_UTR}`, '', ''],
    ['', 'Credited to XXXXXXXX1234', '', ''],
    ['Nov 26, 2026', 'Paid to PLATE SUPPLIER', 'DEBIT', '₹250'],
    ['07:45 pm', 'Transaction ID T2611261945101234567890', '', ''],
    ['', `UTR No. ${VENDOR_UTR}`, '', ''],
    ['', 'Debited from XXXXXXXX1234', '', ''],
    ['Page 1 of 1'],
    ['This is a system generated statement. For any queries, contact us at support.phonepe.com'],
  ],
  headerLine: 3,
  expected: [
    ['2026-11-23', 69_900, 'credit', [BOOKING_UTR]],
    ['2026-11-26', 25_000, 'debit', [VENDOR_UTR]],
  ],
  ignored: 0,
  skipped: { preamble: 2, continuation: 6, 'page-row': 1, footer: 1 },
};
