import {
  type StatementMismatchDetail,
  StatementRefusalSchema,
} from '#shared/payments/payment-matching.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { EMPTY_MAPPING_INPUTS, type MappingInputs } from './mapping-inputs.ts';

/** What a refused statement says about its headers, when no layout fitted it. */
export function statementMismatchOf(error: unknown): StatementMismatchDetail | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const refusal = StatementRefusalSchema.safeParse(error.body);
  return refusal.success ? refusal.data.mismatch : undefined;
}

/** Header words for each column, most telling first (as Indian banks and UPI apps name them). */
const COLUMN_WORDS: Record<'date' | 'description' | 'reference' | 'credit' | 'debit', RegExp[]> = {
  date: [/\b(txn|tran|transaction|posting|post)\.?\s*date\b/i, /\bdate\b/i, /\bdt\b/i],
  description: [/narration|particulars|description|remarks|details/i],
  reference: [/\butr\b|\brrn\b/i, /ref|chq|cheque/i],
  credit: [/deposit|credit|\bcr\b|money\s*in/i],
  debit: [/withdraw|debit|\bdr\b|money\s*out/i],
};
const AMOUNT = /amount|\bamt\b/i;
const DIRECTION = /cr\s*\/\s*dr|dr\s*\/\s*cr|\btype\b/i;
const VALUE_DATE = /value/i;

function find(headers: string[], patterns: RegExp[], taken: Set<string>): string {
  for (const pattern of patterns) {
    const found = headers.find((header) => !taken.has(header) && pattern.test(header));
    if (found) {
      taken.add(found);
      return found;
    }
  }
  return '';
}

/**
 * A first guess at the column mapping from the headers a refused file has, for staff to check
 * and save: each field takes the header its words name, and stays empty where none does.
 */
export function mappingInputsFromHeaders(headersSeen: readonly string[]): MappingInputs {
  const headers = headersSeen.map((header) => header.trim()).filter((header) => header !== '');
  // A value date is the fallback (the transaction date comes first), and a Cr/Dr column is no
  // credit column.
  const taken = new Set(
    headers.filter((header) => VALUE_DATE.test(header) || DIRECTION.test(header)),
  );
  const date = find(headers, COLUMN_WORDS.date, taken) || find(headers, [VALUE_DATE], new Set());
  const description = find(headers, COLUMN_WORDS.description, taken);
  const reference = find(headers, COLUMN_WORDS.reference, taken);
  const credit = find(headers, COLUMN_WORDS.credit, taken);
  const debit = find(headers, COLUMN_WORDS.debit, taken);
  if (credit) return { ...EMPTY_MAPPING_INPUTS, date, description, reference, credit, debit };
  return {
    ...EMPTY_MAPPING_INPUTS,
    date,
    description,
    reference,
    amountsKind: 'amount-direction',
    amount: find(headers, [AMOUNT], taken),
    direction: find(headers, [DIRECTION], new Set()),
  };
}
