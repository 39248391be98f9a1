import type { StatementDateOrder } from '#shared/payments/statement-mapping.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// A time after the date, as Kotak writes its transaction dates: "06-06-2026 22:04:25".
const TRAILING_TIME = /[ T]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i;

/**
 * Reads `23/11/26`, `23/11/2026`, `23-11-2026`, `23.11.2026`, `23-Nov-2026`, `23/Nov/2026`,
 * `23 Nov 26`, `23 November 2026`, `Nov 23, 2026`, `2026-11-23`, each with or without a time after it, into `2026-11-23`.
 * Two-digit years are this century's. Null when the text is not a date or not a day of the calendar.
 */
export function parseStatementDate(text: string, order: StatementDateOrder): string | null {
  const parts = text
    .trim()
    .replace(TRAILING_TIME, '')
    .replace(/^([a-z]{3,9}) (\d{1,2}), (\d{4})$/i, '$1 $2 $3')
    .split(/[-/. ]+/);
  if (parts.length !== 3) return null;
  const [first, second, third] = parts as [string, string, string];
  if (/^\d{4}$/.test(first)) return isoDate(first, second, third);
  const monthByName = monthNumber(second);
  if (monthByName) return isoDate(third, monthByName, first);
  // PhonePe's statement writes the month first, by name: "Nov 23, 2026".
  const monthFirst = monthNumber(first);
  if (monthFirst) return isoDate(third, monthFirst, second);
  return order === 'day-month-year' ? isoDate(third, second, first) : isoDate(third, first, second);
}

/** Whether a cell looks like it means to be a date, even a wrong one such as 31/02/2026. */
export function looksLikeDate(text: string): boolean {
  const written = text.trim();
  return (
    /^\d{1,4}[-/. ](?:\d{1,2}|[a-z]{3,9})[-/. ]\d{2,4}\b/i.test(written) ||
    /^[a-z]{3,9} \d{1,2}, \d{4}$/i.test(written)
  );
}

/** A spreadsheet date cell (ExcelJS gives midnight UTC of the day shown) as `yyyy-mm-dd`. */
export function isoDateOfSpreadsheetDate(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

function monthNumber(name: string): string | null {
  if (!/^[a-z]{3,9}$/i.test(name)) return null;
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => lower.startsWith(month));
  if (index < 0) return null;
  // "Sept" and full names, but not words that merely start like a month ("Marks").
  const full = new Date(Date.UTC(2000, index, 1)).toLocaleString('en', {
    month: 'long',
    timeZone: 'UTC',
  });
  return full.toLowerCase().startsWith(lower) || lower === 'sept' ? String(index + 1) : null;
}

function isoDate(yearText: string, monthText: string, dayText: string): string | null {
  if (
    !/^(\d{2}|\d{4})$/.test(yearText) ||
    !/^\d{1,2}$/.test(monthText) ||
    !/^\d{1,2}$/.test(dayText)
  ) {
    return null;
  }
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysIn(year, month)) return null;
  // Written by hand: a Date per cell was a third of the time of reading a long statement.
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
