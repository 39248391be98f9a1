/**
 * India keeps one offset all year: UTC+5:30, without daylight saving (none since 1945). The dates
 * and times the site shows read India's clock through this module (shared/format/india-clock.ts).
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India (IST) as year, month and day strings. */
export function indiaDateParts(at: Date): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = indiaDay(at).split('-');
  return { year, month, day };
}

/** The calendar date in India as YYYY-MM-DD: the business's day for counts and reports. */
export function indiaDay(at: Date): string {
  // Shifting the instant by the offset makes its UTC calendar date India's (no Intl per call).
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Date and time in India as "YYYY-MM-DD HH:MM:SS", which spreadsheets read as a date and time. */
export function indiaDateTime(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whether `day` is a real calendar date written YYYY-MM-DD ("2026-02-30" is not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** The instant an India day (YYYY-MM-DD) begins: midnight in India, 18:30 UTC the day before. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** The instant an India wall-clock time ("HH:MM") comes on an India day (YYYY-MM-DD). */
export function atIndiaTime(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(indiaDayStart(day).getTime() + (hours * 60 + minutes) * 60 * 1000);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` (YYYY-MM-DD) moved by `count` calendar days. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of `day`: 0 is Sunday (as JavaScript and WEEKDAYS count). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
