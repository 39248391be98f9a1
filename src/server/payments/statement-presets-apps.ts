import type { StatementLayout } from './statement-layout.ts';

/**
 * The UPI merchant apps' reports. Every line is a UPI payment, so the reference column's 12-digit
 * number counts without the word "UPI" (`allUpi`). None was checked against a real download:
 * they are built from the providers' documented fields and stay "unverified" in the picker.
 */
const common = { currency: [], dateOrder: 'day-month-year' as const, allUpi: true };

export const APP_LAYOUTS = {
  'phonepe-business': [
    {
      // PhonePe's settlement report (developer.phonepe.com/docs/settlement): PaymentType (PAYMENT
      // or REFUND), MerchantReferenceId, PhonePeReferenceId, From, Instrument, CreationDate,
      // Amount, Fee, TransactionDate, SettlementDate, BankReferenceNo ("UTR"), IGST, CGST, SGST.
      name: 'phonepe-business',
      date: ['TransactionDate', 'Transaction Date'],
      valueDate: ['CreationDate'],
      description: ['From'],
      reference: ['BankReferenceNo', 'UTR'],
      amounts: { kind: 'amount-direction', amount: ['Amount'], direction: ['PaymentType'] },
      ...common,
    },
  ],
  'paytm-business': [
    {
      // Paytm for Business's transaction report, by the fields its settlement APIs document
      // (business.paytm.com/docs/api/settlement-api): transaction date, order and transaction
      // IDs, amount, status, payment mode, the bank's reference (UTR) and the customer's VPA.
      name: 'paytm-business',
      date: ['Transaction Date', 'Transaction_Date'],
      valueDate: [],
      description: ['Customer VPA', 'Customer_VPA', 'Payment Mode'],
      reference: ['Bank Transaction ID', 'Bank_Transaction_ID', 'UTR', 'RRN'],
      amounts: { kind: 'amount-direction', amount: ['Amount'], direction: ['Transaction Type'] },
      status: ['Status', 'Transaction Status'],
      ...common,
    },
  ],
  bharatpe: [
    {
      // BharatPe's transaction report as the app lists a payment: date, payer's name and VPA,
      // amount, BharatPe's transaction ID and the bank reference (UTR).
      name: 'bharatpe',
      date: ['Transaction Date', 'Date'],
      valueDate: [],
      description: ['Payer Name', 'Customer Name'],
      reference: ['UTR', 'Bank Reference No', 'RRN'],
      amounts: { kind: 'amount-direction', amount: ['Amount'], direction: [] },
      status: ['Status', 'Transaction Status'],
      ...common,
    },
  ],
  phonepe: [
    {
      // PhonePe's own statement (PDF): "Date, Transaction Details, Type, Amount"; each payment
      // spans lines: "Nov 23, 2026 | Received from NAME | CREDIT | ₹699", then "10:04 am |
      // Transaction ID T…", "UTR No. 412398765432", "Credited to XXXXXX1234" (the layout the
      // phonepe-statement-parser package reads).
      name: 'phonepe',
      date: ['Date'],
      valueDate: [],
      description: ['Transaction Details'],
      reference: [],
      amounts: { kind: 'amount-direction', amount: ['Amount'], direction: ['Type'] },
      ...common,
    },
  ],
} satisfies Record<string, StatementLayout[]>;
