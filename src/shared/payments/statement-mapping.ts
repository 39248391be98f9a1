import * as z from 'zod/mini';

/**
 * Banks and UPI merchant apps whose statement exports the reader knows by their layout. The
 * order is the picker's; "Detect" tries them all.
 */
export const STATEMENT_PRESETS = [
  'hdfc',
  'icici',
  'sbi',
  'axis',
  'kotak',
  'bob',
  'pnb',
  'canara',
  'union',
  'idfc',
  'yes',
  'phonepe-business',
  'paytm-business',
  'bharatpe',
  'phonepe',
] as const;
export type StatementPreset = (typeof STATEMENT_PRESETS)[number];

export const STATEMENT_PRESET_LABELS: Record<StatementPreset, string> = {
  hdfc: 'HDFC Bank',
  icici: 'ICICI Bank',
  sbi: 'State Bank of India',
  axis: 'Axis Bank',
  kotak: 'Kotak Mahindra Bank',
  bob: 'Bank of Baroda',
  pnb: 'Punjab National Bank',
  canara: 'Canara Bank',
  union: 'Union Bank of India',
  idfc: 'IDFC FIRST Bank',
  yes: 'Yes Bank',
  'phonepe-business': 'PhonePe Business',
  'paytm-business': 'Paytm for Business',
  bharatpe: 'BharatPe',
  phonepe: 'PhonePe statement (PDF)',
};

/**
 * Whether a preset's layout has been tried on a real export (a public parser's sample file or an
 * anonymised real download). An unverified one is built from the provider's documented columns;
 * the picker says so until a real file has been read with it.
 */
export const STATEMENT_PRESET_VERIFIED: Record<StatementPreset, boolean> = {
  hdfc: true,
  icici: true,
  sbi: true,
  axis: true,
  kotak: true,
  bob: false,
  pnb: false,
  canara: false,
  union: false,
  idfc: false,
  yes: false,
  'phonepe-business': false,
  'paytm-business': false,
  bharatpe: false,
  phonepe: false,
};

/**
 * The order of day, month and year in a statement's dates. `2026-11-23` (year first, four digits)
 * and month names (`23-Nov-26`) read the same under every order; the order only decides numeric
 * dates such as `03/04/26`. Indian banks write the day first.
 */
export const STATEMENT_DATE_ORDERS = ['day-month-year', 'month-day-year'] as const;
export type StatementDateOrder = (typeof STATEMENT_DATE_ORDERS)[number];

const columnName = (what: string) =>
  z
    .string({ error: `Please name the ${what} column.` })
    .check(
      z.trim(),
      z.minLength(1, `Please name the ${what} column.`),
      z.maxLength(100, `Please keep the ${what} column's name under 100 characters.`),
    );

/**
 * A layout staff set once for a bank without a preset. Columns are named by their header text as
 * it stands in the file (case, spaces and punctuation do not matter), so a statement's preamble
 * may grow or shrink without breaking the mapping.
 */
export const StatementColumnMappingSchema = z.object({
  date: columnName('date'),
  description: columnName('description'),
  reference: z.optional(columnName('reference')),
  /** Read where a line's date cell is empty (some banks list a credit with its value date only). */
  valueDate: z.optional(columnName('value date')),
  /**
   * `credit-debit`: deposits and withdrawals in their own columns (a bank that exports credits only
   * may leave `debit` out). `amount-direction`: one amount column, told apart by a Cr/Dr column,
   * by a Cr/Dr after the amount, or by its sign (negative is a debit).
   */
  amounts: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('credit-debit'),
      credit: columnName('credit (deposit)'),
      debit: z.optional(columnName('debit (withdrawal)')),
    }),
    z.object({
      kind: z.literal('amount-direction'),
      amount: columnName('amount'),
      direction: z.optional(columnName('Cr/Dr')),
    }),
  ]),
  currency: z.optional(columnName('currency')),
  dateOrder: z._default(
    z.enum(STATEMENT_DATE_ORDERS, { error: 'Please choose the order of day and month.' }),
    'day-month-year',
  ),
});
export type StatementColumnMapping = z.output<typeof StatementColumnMappingSchema>;
export type StatementColumnMappingInput = z.input<typeof StatementColumnMappingSchema>;

/** How an upload is read: a bank's preset, or the mapping staff saved. */
export const StatementLayoutChoiceSchema = z.union([
  z.object({ preset: z.enum(STATEMENT_PRESETS, { error: 'Unknown bank.' }) }),
  z.object({ mapping: StatementColumnMappingSchema }),
]);
export type StatementLayoutChoice = z.output<typeof StatementLayoutChoiceSchema>;
