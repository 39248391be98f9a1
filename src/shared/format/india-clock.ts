import { indiaDateTime } from '#shared/site/india-time.ts';
import type { Locale } from '#shared/site/locale.ts';
import { formatDay } from './dates.ts';

/*
 * Instants (an order placed, a status changed, a hold's deadline) as India's clock reads them,
 * whatever the reader's computer is set to: orders are placed and handled in India. The day is
 * written by dates.ts, so an order's date reads like any other day; apart from it so that a page
 * showing only days (the payment page) does not download these.
 */

/** The India day (YYYY-MM-DD) and clock time (HH:MM) of an instant; undefined if unreadable. */
function indiaReading(iso: string): { day: string; time: string } | undefined {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return undefined;
  const [day = '', time = ''] = indiaDateTime(at).split(' ');
  return { day, time: time.slice(0, 5) };
}

/** "3:04 pm" for "15:04": a twelve-hour clock, as both languages write it for India. */
function clockText(time: string): string {
  const hours = Number(time.slice(0, 2));
  return `${hours % 12 || 12}:${time.slice(3)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** An instant's India date: "12 Jun 2026", "12 जून 2026". */
export function formatIndiaDate(iso: string, locale: Locale = 'en'): string {
  const reading = indiaReading(iso);
  return reading ? formatDay(reading.day, locale, 'medium') : iso;
}

/** An instant's India date and time: "12 Jun 2026, 3:04 pm". */
export function formatIndiaDateTime(iso: string, locale: Locale = 'en'): string {
  const reading = indiaReading(iso);
  return reading ? `${formatDay(reading.day, locale, 'medium')}, ${clockText(reading.time)}` : iso;
}

/** "Sat 28 Nov, 6:00 pm": a near deadline (a payment hold), with its weekday and without a year. */
export function formatIndiaWeekdayTime(iso: string, locale: Locale = 'en'): string {
  const reading = indiaReading(iso);
  if (!reading) return iso;
  const { day, time } = reading;
  return `${formatDay(day, locale, 'weekday')} ${formatDay(day, locale, 'short')}, ${clockText(time)}`;
}
