import type {
  StatementColumnMapping,
  StatementDateOrder,
  StatementPreset,
} from '../../shared/payments/statement-mapping';

/**
 * A statement layout by the header names each column may carry. Names compare without case,
 * spaces or punctuation ("Chq./Ref.No." = "chq ref no"). When a header repeats (Kotak's two
 * "Dr / Cr" columns: the line's, then the balance's), the first one counts.
 */
export interface StatementLayout {
  /** "hdfc" … or "custom" for a mapping staff set. */
  name: StatementPreset | 'custom';
  date: string[];
  description: string[];
  reference: string[];
  amounts:
    | { kind: 'credit-debit'; credit: string[]; debit: string[] }
    | { kind: 'amount-direction'; amount: string[]; direction: string[] };
  currency: string[];
  dateOrder: StatementDateOrder;
}

const CURRENCY = ['Currency', 'Txn Currency', 'Transaction Currency'];

/**
 * Column names of the banks' net-banking exports (CSV and XLS/XLSX) as open-source statement
 * parsers and their sample files record them: HDFC "Date, Narration, Chq./Ref.No., Value Dt,
 * Withdrawal Amt., Deposit Amt., Closing Balance"; ICICI "S No., Value Date, Transaction Date,
 * Cheque Number, Transaction Remarks, Withdrawal Amount (INR ), Deposit Amount (INR ), Balance
 * (INR )"; SBI "Txn Date, Value Date, Description, Ref No./Cheque No., Branch Code, Debit, Credit,
 * Balance"; Axis "Tran Date, CHQNO, PARTICULARS, DR, CR, BAL, SOL" or "S.No, Transaction Date
 * (dd/mm/yyyy), …, Particulars, Amount(INR), Debit/Credit, Balance(INR), Cheque Number, …";
 * Kotak "Sl. No., Transaction Date, Value Date, Description, Chq / Ref No., Amount, Dr / Cr,
 * Balance, Dr / Cr". Some banks have more than one layout; the first whose columns are all present
 * wins. Unverified against a live export: ICICI's "Transaction Amount(INR)"/"Cr/Dr" layout and
 * Kotak's "Withdrawal (Dr)"/"Deposit (Cr)" one.
 */
export const PRESET_LAYOUTS: Record<StatementPreset, StatementLayout[]> = {
  hdfc: [
    {
      name: 'hdfc',
      date: ['Date', 'Txn Date', 'Transaction Date'],
      description: ['Narration'],
      reference: ['Chq./Ref.No.', 'Chq/Ref Number', 'Chq / Ref No.', 'Ref No.'],
      amounts: {
        kind: 'credit-debit',
        credit: ['Deposit Amt.', 'Deposit Amount', 'Credit Amount'],
        debit: ['Withdrawal Amt.', 'Withdrawn Amt.', 'Withdrawal Amount', 'Debit Amount'],
      },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
  ],
  icici: [
    {
      name: 'icici',
      date: ['Transaction Date', 'Txn Posted Date', 'Value Date'],
      description: ['Transaction Remarks', 'Remarks', 'Description'],
      reference: ['Cheque Number', 'Transaction ID', 'Cheque No.'],
      amounts: {
        kind: 'credit-debit',
        credit: ['Deposit Amount (INR )', 'Deposit Amount(INR)', 'Deposit Amount', 'Deposits'],
        debit: [
          'Withdrawal Amount (INR )',
          'Withdrawal Amount(INR)',
          'Withdrawal Amount',
          'Withdrawals',
        ],
      },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
    {
      name: 'icici',
      date: ['Transaction Date', 'Txn Posted Date', 'Value Date'],
      description: ['Transaction Remarks', 'Description'],
      reference: ['Transaction ID', 'Cheque Number', 'ChequeNo.'],
      amounts: {
        kind: 'amount-direction',
        amount: ['Transaction Amount(INR)', 'Transaction Amount'],
        direction: ['Cr/Dr', 'CR/DR'],
      },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
  ],
  sbi: [
    {
      name: 'sbi',
      date: ['Txn Date', 'Transaction Date'],
      description: ['Description', 'Narration'],
      reference: ['Ref No./Cheque No.', 'Ref No/Cheque No', 'Cheque/Reference No.'],
      amounts: { kind: 'credit-debit', credit: ['Credit'], debit: ['Debit'] },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
  ],
  axis: [
    {
      name: 'axis',
      date: ['Tran Date', 'Transaction Date'],
      description: ['PARTICULARS'],
      reference: ['CHQNO', 'Chq No', 'Cheque Number'],
      amounts: { kind: 'credit-debit', credit: ['CR', 'Credit'], debit: ['DR', 'Debit'] },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
    {
      name: 'axis',
      date: ['Transaction Date (dd/mm/yyyy)', 'Transaction Date', 'Tran Date'],
      description: ['Particulars'],
      reference: ['Cheque Number', 'Chq No'],
      amounts: {
        kind: 'amount-direction',
        amount: ['Amount(INR)', 'Amount (INR)', 'Amount'],
        direction: ['Debit/Credit', 'Dr/Cr'],
      },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
  ],
  kotak: [
    {
      name: 'kotak',
      date: ['Transaction Date', 'Date'],
      description: ['Description', 'Narration'],
      reference: ['Chq / Ref No.', 'Chq/Ref No', 'Ref No.'],
      amounts: { kind: 'amount-direction', amount: ['Amount'], direction: ['Dr / Cr'] },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
    {
      name: 'kotak',
      date: ['Transaction Date', 'Date'],
      description: ['Description', 'Narration'],
      reference: ['Chq / Ref No.', 'Chq/Ref No', 'Ref No.'],
      amounts: {
        kind: 'credit-debit',
        credit: ['Deposit', 'Credit', 'Deposit (Cr)'],
        debit: ['Withdrawal', 'Debit', 'Withdrawal (Dr)'],
      },
      currency: CURRENCY,
      dateOrder: 'day-month-year',
    },
  ],
};

/** Every preset's layouts, tried in this order when the caller does not name the bank. */
export const ALL_PRESET_LAYOUTS: StatementLayout[] = Object.values(PRESET_LAYOUTS).flat();

/** A mapping staff set, as a layout with one name per column. */
export function layoutOfMapping(mapping: StatementColumnMapping): StatementLayout {
  const one = (name: string | undefined) => (name ? [name] : []);
  return {
    name: 'custom',
    date: [mapping.date],
    description: [mapping.description],
    reference: one(mapping.reference),
    amounts:
      mapping.amounts.kind === 'credit-debit'
        ? {
            kind: 'credit-debit',
            credit: [mapping.amounts.credit],
            debit: one(mapping.amounts.debit),
          }
        : {
            kind: 'amount-direction',
            amount: [mapping.amounts.amount],
            direction: one(mapping.amounts.direction),
          },
    currency: one(mapping.currency),
    dateOrder: mapping.dateOrder,
  };
}
