import { CALENDAR_NAMES } from './calendar-names.ts';
import type { Locale } from './locale.ts';

/*
 * Orders are placed and handled in India, so their dates are shown in India time whatever the
 * customer's phone is set to, in English or Hindi month names ("12 जून 2026"). India keeps one
 * offset all year, UTC+5:30, so India's clock is the UTC clock of the instant moved by it. The
 * names come from tables, not Intl (shared/site/calendar-names.ts); the test holds the result to Intl's.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant as India's clock reads it, in the UTC fields of a Date; undefined if unreadable. */
function indiaClock(iso: string): Date | undefined {
  const at = new Date(iso).getTime();
  return Number.isNaN(at) ? undefined : new Date(at + INDIA_OFFSET_MS);
}

function dateText(clock: Date, locale: Locale): string {
  const month = CALENDAR_NAMES[locale].shortMonths[clock.getUTCMonth()];
  return `${clock.getUTCDate()} ${month} ${clock.getUTCFullYear()}`;
}

/** "3:04 pm": a twelve-hour clock, as both languages write it for India. */
function timeText(clock: Date): string {
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "12 Jun 2026" */
export function formatIndiaDate(iso: string, locale: Locale = 'en'): string {
  const clock = indiaClock(iso);
  return clock ? dateText(clock, locale) : iso;
}

/** "12 Jun 2026, 3:04 pm" */
export function formatIndiaDateTime(iso: string, locale: Locale = 'en'): string {
  const clock = indiaClock(iso);
  return clock ? `${dateText(clock, locale)}, ${timeText(clock)}` : iso;
}

/** "Sat 28 Nov, 6:00 pm": a near deadline (a payment hold), with its weekday and without a year. */
export function formatIndiaWeekdayTime(iso: string, locale: Locale = 'en'): string {
  const clock = indiaClock(iso);
  if (!clock) return iso;
  const names = CALENDAR_NAMES[locale];
  const weekday = names.shortWeekdays[clock.getUTCDay()];
  const month = names.shortMonths[clock.getUTCMonth()];
  return `${weekday} ${clock.getUTCDate()} ${month}, ${timeText(clock)}`;
}
