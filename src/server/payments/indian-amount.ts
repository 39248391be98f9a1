/** An amount as a statement cell writes it, read exactly into paise. */
export interface ReadAmount {
  /** Signed: negative when the cell says so by a minus sign or brackets. */
  paise: number;
  /** From a "Cr"/"Dr" written after the amount, else null. */
  direction: 'credit' | 'debit' | null;
  /** From a currency code or sign around the amount ("₹", "Rs.", "INR", "USD"), else null. */
  currency: string | null;
}

const RUPEE_MARKS = /^(?:₹|RS\.?|INR)$/i;
// Digits grouped the Indian way (1,23,456) or the Western way (123,456), or not at all.
const GROUPED_NUMBER = /^(\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const AMOUNT_CELL =
  /^(?<sign>[+-])?\s*(?<open>\()?\s*(?<before>₹|Rs\.?|[A-Z]{3})?\s*(?<number>[\d,]*\.?\d*)\s*(?<close>\))?\s*(?<after>[A-Z]{3})?\s*(?:\(\s*(?<crdrInBrackets>Cr|Dr)\s*\)|(?<crdr>Cr\.?|Dr\.?))?$/i;

/**
 * Reads `1,23,456.50`, `-500`, `(1,200.00)`, `₹699.00`, `Rs. 699`, `1,234.00 Cr`, `699.00(Cr)`
 * (Union Bank), `USD 12.50`.
 * Answers null for anything else (a third decimal, misplaced commas, letters, an empty cell), so
 * the caller can say which cell it could not read. Integers only, never floating point.
 */
export function parseIndianAmount(text: string): ReadAmount | null {
  const match = AMOUNT_CELL.exec(text.replace(/[\s\u00a0]+/g, ' ').trim());
  const groups = match?.groups;
  if (!groups?.number) return null;
  if (Boolean(groups.open) !== Boolean(groups.close)) return null;
  if (groups.before && groups.after) return null;
  const number = GROUPED_NUMBER.exec(groups.number);
  if (!number?.[1]) return null;
  const rupees = Number(number[1].replaceAll(',', ''));
  const paise = rupees * 100 + Number((number[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  const negative = groups.sign === '-' || Boolean(groups.open);
  const crdr = (groups.crdr ?? groups.crdrInBrackets)?.toUpperCase().replace('.', '');
  return {
    paise: negative && paise !== 0 ? -paise : paise,
    direction: crdr === 'CR' ? 'credit' : crdr === 'DR' ? 'debit' : null,
    currency: currencyOf(groups.before ?? groups.after),
  };
}

function currencyOf(mark: string | undefined): string | null {
  if (!mark) return null;
  return RUPEE_MARKS.test(mark) ? 'INR' : mark.toUpperCase();
}

/**
 * Paise from a number cell of a spreadsheet. Spreadsheets store binary fractions, so 699.1 arrives
 * as 699.1000000000000227; anything further than that from whole paise is refused as unreadable.
 */
export function paiseFromSpreadsheetNumber(value: number): number | null {
  const paise = Math.round(value * 100);
  if (!Number.isSafeInteger(paise) || Math.abs(value * 100 - paise) > 1e-6) return null;
  return paise;
}

/** `123456750` → `1,23,456.50`... as Indian statements print paise amounts (tests, messages). */
export function formatIndianAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(paise) / 100));
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${rest ? `${rest},` : ''}${lastThree}.${fraction}`;
}
