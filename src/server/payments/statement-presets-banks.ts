import type { StatementLayout } from './statement-layout.ts';

/**
 * Column names of the banks' net-banking exports, from public statement parsers and their sample
 * files (each source beside its layout). A bank may have several layouts; within a bank the first
 * whose columns are all present wins. Facts only: no code was taken from these projects.
 */
const CURRENCY = ['Currency', 'Txn Currency', 'Transaction Currency'];
const common = { currency: CURRENCY, dateOrder: 'day-month-year' as const };

export const BANK_LAYOUTS = {
  hdfc: [
    {
      // Net banking XLS/XLSX: "Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit
      // Amt., Closing Balance" (Amit49/Bank-Statement-to-csv-form All_Bank_Header_List.md), and
      // the "Delimited" .txt: " Date     ,Narration …,Value Dat,Debit Amount       ,Credit Amount
      // ,Chq/Ref Number   ,Closing Balance", space-padded, unquoted, 0.00 in the unused amount
      // (test fixtures of public HDFC parsers found by find_string "Value Dat,Debit Amount").
      name: 'hdfc',
      date: ['Date', 'Txn Date', 'Transaction Date'],
      valueDate: ['Value Dt', 'Value Dat', 'Value Date'],
      description: ['Narration'],
      reference: ['Chq./Ref.No.', 'Chq/Ref Number', 'Chq / Ref No.', 'Ref No.'],
      amounts: {
        kind: 'credit-debit',
        credit: ['Deposit Amt.', 'Credit Amount', 'Deposit Amount'],
        debit: ['Withdrawal Amt.', 'Debit Amount', 'Withdrawn Amt.', 'Withdrawal Amount'],
      },
      ...common,
    },
  ],
  icici: [
    {
      // "Detailed Statement" (.xls/.csv): 16 lines of account details, then "S.N., Tran. Id,
      // Value Date, Transaction Date, Transaction Posted Date, Cheque. No./Ref. No., Transaction
      // Remarks, Withdrawal Amt (INR), Deposit Amt (INR), Balance (INR)", dates as 20/Jul/2025
      // (public mock of a real bank_statement.csv; pandas read_excel(skiprows=16) in others).
      name: 'icici',
      date: ['Transaction Date'],
      valueDate: ['Value Date'],
      description: ['Transaction Remarks'],
      reference: ['Cheque. No./Ref. No.'],
      amounts: {
        kind: 'credit-debit',
        credit: ['Deposit Amt (INR)', 'Deposit Amt.(INR)'],
        debit: ['Withdrawal Amt (INR)', 'Withdrawal Amt.(INR)'],
      },
      ...common,
    },
    {
      // OpTransactionHistory (.xls): "S No., Value Date, Transaction Date, Cheque Number,
      // Transaction Remarks, Withdrawal Amount (INR ), Deposit Amount (INR ), Balance (INR )".
      name: 'icici',
      date: ['Transaction Date', 'Txn Posted Date', 'Value Date'],
      valueDate: ['Value Date'],
      description: ['Transaction Remarks', 'Remarks', 'Description'],
      reference: ['Cheque Number', 'Transaction ID', 'Cheque No.'],
      amounts: {
        kind: 'credit-debit',
        credit: ['Deposit Amount (INR )', 'Deposit Amount(INR)', 'Deposit Amount', 'Credit Amount'],
        debit: [
          'Withdrawal Amount (INR )',
          'Withdrawal Amount(INR)',
          'Withdrawal Amount',
          'Debit Amount',
        ],
      },
      ...common,
    },
  ],
  sbi: [
    {
      // Classic export (the "Excel" download is tab-separated text named .xls): "Txn Date, Value
      // Date, Description, Ref No./Cheque No., Branch Code, Debit, Credit, Balance".
      name: 'sbi',
      date: ['Txn Date', 'Transaction Date'],
      valueDate: ['Value Date'],
      description: ['Description', 'Narration'],
      reference: ['Ref No./Cheque No.', 'Ref No/Cheque No', 'Cheque/Reference No.'],
      amounts: { kind: 'credit-debit', credit: ['Credit'], debit: ['Debit'] },
      ...common,
    },
    {
      // 2026 XLSX "Date, Details, Ref No/Cheque No, Debit, Credit, Balance", every cell text,
      // dd/mm/yyyy (a public field report on a real SBI export); the PDF writes "Value Date,
      // Post Date, Details, Ref No/Cheque No, Debit, Credit, Balance".
      name: 'sbi',
      date: ['Date', 'Post Date'],
      valueDate: ['Value Date'],
      description: ['Details'],
      reference: ['Ref No/Cheque No', 'Ref No./Cheque No.'],
      amounts: { kind: 'credit-debit', credit: ['Credit'], debit: ['Debit'] },
      ...common,
    },
  ],
  axis: [
    {
      // .xls: "Tran Date, CHQNO, PARTICULARS, DR, CR, BAL, SOL".
      name: 'axis',
      date: ['Tran Date', 'Transaction Date'],
      valueDate: ['Value Date'],
      description: ['PARTICULARS'],
      reference: ['CHQNO', 'Chq No', 'Cheque Number'],
      amounts: { kind: 'credit-debit', credit: ['CR', 'Credit'], debit: ['DR', 'Debit'] },
      ...common,
    },
    {
      // CSV: "S.No, Transaction Date (dd/mm/yyyy), Value Date (dd/mm/yyyy), Particulars,
      // Amount(INR), Debit/Credit, Balance(INR), Cheque Number, Branch Name(SOL)".
      name: 'axis',
      date: ['Transaction Date (dd/mm/yyyy)', 'Transaction Date', 'Tran Date'],
      valueDate: ['Value Date (dd/mm/yyyy)', 'Value Date'],
      description: ['Particulars'],
      reference: ['Cheque Number', 'Chq No'],
      amounts: {
        kind: 'amount-direction',
        amount: ['Amount(INR)', 'Amount (INR)', 'Amount'],
        direction: ['Debit/Credit', 'Dr/Cr'],
      },
      ...common,
    },
  ],
  kotak: [
    {
      // CSV: "Sl. No., Transaction Date, Value Date, Description, Chq / Ref No., Amount, Dr / Cr,
      // Balance, Dr / Cr" (pd.read_csv(skiprows=13) in a public importer).
      name: 'kotak',
      date: ['Transaction Date', 'Date'],
      valueDate: ['Value Date'],
      description: ['Description', 'Narration'],
      reference: ['Chq / Ref No.', 'Chq / Ref number', 'Chq/Ref No', 'Ref No.'],
      amounts: { kind: 'amount-direction', amount: ['Amount'], direction: ['Dr / Cr'] },
      ...common,
    },
    {
      // The other amount layout: "Date, Narration, Chq/Ref No., Withdrawal (Dr), Deposit (Cr),
      // Balance" (All_Bank_Header_List.md), or "…, Debit, Credit, Balance".
      name: 'kotak',
      date: ['Transaction Date', 'Date'],
      valueDate: ['Value Date'],
      description: ['Description', 'Narration', 'Transaction Details'],
      reference: ['Chq / Ref No.', 'Chq/Ref No', 'Ref No.'],
      amounts: {
        kind: 'credit-debit',
        credit: ['Deposit (Cr)', 'Deposit', 'Credit'],
        debit: ['Withdrawal (Dr)', 'Withdrawal', 'Debit'],
      },
      ...common,
    },
  ],
  // The banks below are built from the header lists in Amit49/Bank-Statement-to-csv-form
  // (All_Bank_Header_List.md) and parsers' doc comments, not from a sample file: unverified.
  bob: [
    {
      // "Serial No, Transaction Date, Value Date, Description, Cheque Number, Debit, Credit, Balance"
      name: 'bob',
      date: ['Transaction Date', 'Date'],
      valueDate: ['Value Date'],
      description: ['Description'],
      reference: ['Cheque Number', 'Cheque No'],
      amounts: { kind: 'credit-debit', credit: ['Credit'], debit: ['Debit'] },
      ...common,
    },
    {
      // "DATE, NARRATION, CHQ.NO., WITHDRAWAL(DR), DEPOSIT(CR), BALANCE(INR)"
      name: 'bob',
      date: ['Date'],
      valueDate: [],
      description: ['Narration'],
      reference: ['Chq.No.'],
      amounts: { kind: 'credit-debit', credit: ['Deposit(Cr)'], debit: ['Withdrawal(Dr)'] },
      ...common,
    },
  ],
  pnb: [
    {
      // "Transaction Date, Cheque Number, Withdrawal, Deposit, Balance, Narration"
      name: 'pnb',
      date: ['Transaction Date', 'Txn Date'],
      valueDate: ['Value Date'],
      description: ['Narration'],
      reference: ['Cheque Number', 'Cheque No.'],
      amounts: { kind: 'credit-debit', credit: ['Deposit'], debit: ['Withdrawal'] },
      ...common,
    },
  ],
  canara: [
    {
      // "TRANS DATE, VALUE DATE, BRANCH, REF/CHQ.NO, DESCRIPTION, WITHDRAWS, DEPOSIT, BALANCE"
      name: 'canara',
      date: ['Trans Date', 'Txn Date'],
      valueDate: ['Value Date'],
      description: ['Description'],
      reference: ['Ref/Chq.No', 'Cheque No.'],
      amounts: { kind: 'credit-debit', credit: ['Deposit', 'Deposits'], debit: ['Withdraws'] },
      ...common,
    },
  ],
  union: [
    {
      // "Tran Id, Tran Date, Remarks, Amount (Rs.), Balance (Rs.)": the amount carries (Cr)/(Dr).
      name: 'union',
      date: ['Tran Date', 'Date'],
      valueDate: [],
      description: ['Remarks'],
      reference: ['Tran Id'],
      amounts: { kind: 'amount-direction', amount: ['Amount (Rs.)', 'Amount'], direction: [] },
      ...common,
    },
  ],
  idfc: [
    {
      // XLSX: 19 lines of account details, then "Transaction Date, Value Date, Particulars,
      // Cheque No., Debit, Credit, Balance", dates as 16-Jan-2025 (a public Rust parser's notes).
      name: 'idfc',
      date: ['Transaction Date'],
      valueDate: ['Value Date'],
      description: ['Particulars'],
      reference: ['Cheque No.'],
      amounts: { kind: 'credit-debit', credit: ['Credit'], debit: ['Debit'] },
      ...common,
    },
  ],
  yes: [
    {
      // "Transaction Date, Value date, Transaction Description, Reference No, Debit Amount,
      // Credit Amount, Running Balance" (an upload configuration in a public project).
      name: 'yes',
      date: ['Transaction Date'],
      valueDate: ['Value Date'],
      description: ['Transaction Description'],
      reference: ['Reference No'],
      amounts: { kind: 'credit-debit', credit: ['Credit Amount'], debit: ['Debit Amount'] },
      ...common,
    },
  ],
} satisfies Record<string, StatementLayout[]>;
