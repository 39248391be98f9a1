import type {
  StatementColumnMapping,
  StatementDateOrder,
  StatementPreset,
} from '#shared/payments/statement-mapping.ts';

/**
 * A statement layout by the header names each column may carry. Names compare without case,
 * spaces or punctuation ("Chq./Ref.No." = "chq ref no"). When a header repeats (Kotak's two
 * "Dr / Cr" columns: the line's, then the balance's), the first one counts.
 */
export interface StatementLayout {
  /** "hdfc" … or "custom" for a mapping staff set. */
  name: StatementPreset | 'custom';
  date: string[];
  /** Read when the date cell is empty (a credit some banks list with its value date only). */
  valueDate: string[];
  description: string[];
  reference: string[];
  amounts:
    | { kind: 'credit-debit'; credit: string[]; debit: string[] }
    | { kind: 'amount-direction'; amount: string[]; direction: string[] };
  currency: string[];
  /** A UPI app's payment status ("SUCCESS", "FAILED"…); only successful payments are lines. */
  status?: string[];
  dateOrder: StatementDateOrder;
  /**
   * A UPI merchant app's report: every line is a UPI payment, so the reference column's 12-digit
   * number is a UPI reference even where no text says "UPI".
   */
  allUpi?: boolean;
}

/** The header names a layout expects, one per column, for messages. */
export function expectedHeaders(layout: StatementLayout): string[] {
  const first = (names: string[]) => (names[0] ? [names[0]] : []);
  const amounts =
    layout.amounts.kind === 'credit-debit'
      ? [...first(layout.amounts.debit), ...first(layout.amounts.credit)]
      : [...first(layout.amounts.amount), ...first(layout.amounts.direction)];
  return [
    ...first(layout.date),
    ...first(layout.description),
    ...first(layout.reference),
    ...amounts,
  ];
}

/** A mapping staff set, as a layout with one name per column. */
export function layoutOfMapping(mapping: StatementColumnMapping): StatementLayout {
  const one = (name: string | undefined) => (name ? [name] : []);
  return {
    name: 'custom',
    date: [mapping.date],
    valueDate: one(mapping.valueDate),
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
