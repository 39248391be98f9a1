import { CALENDAR_NAMES } from '#shared/site/calendar-names.ts';
import type { Locale } from '#shared/site/locale.ts';

/*
 * Every calendar day and fitting slot the site shows (pages, mails, PDFs, the admin area) is
 * written here, so the same day reads the same everywhere, in English or Hindi names; instants
 * are shown on India's clock by india-clock.ts, through these. The names come from tables
 * (shared/site/calendar-names.ts), not Intl: a page's first Intl formatter loads the browser's
 * locale data, a task of 80–200 ms on a mid-range phone, and the payment page shows the chosen
 * day as it starts (decision 0030). The tests hold every format to Intl's `en-IN` and `hi-IN`.
 */

export type DayStyle =
  /** "Wednesday 2 December 2026" / "बुधवार 2 दिसंबर 2026": an appointment's day. */
  | 'long'
  /** "Wednesday 2 December": a calendar day's accessible name. */
  | 'day'
  /** "2 Dec 2026": a day in a list or a record (an order's date, a bank's date). */
  | 'medium'
  /** "2 Dec" */
  | 'short'
  /** "Wed" */
  | 'weekday';

/**
 * A calendar day (YYYY-MM-DD: an appointment's, a bank's, a report's) in `style`. The day is
 * already India's: read at UTC midnight it is the same day on any computer, whatever its time zone.
 */
export function formatDay(day: string, locale: Locale = 'en', style: DayStyle = 'long'): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  const names = CALENDAR_NAMES[locale];
  const date = at.getUTCDate();
  // The indexes are in range by construction (getUTCDay 0–6, getUTCMonth 0–11).
  const weekday = names.weekdays[at.getUTCDay()];
  const month = names.months[at.getUTCMonth()];
  const shortMonth = names.shortMonths[at.getUTCMonth()];
  switch (style) {
    case 'long':
      return `${weekday} ${date} ${month} ${at.getUTCFullYear()}`;
    case 'day':
      return `${weekday} ${date} ${month}`;
    case 'medium':
      return `${date} ${shortMonth} ${at.getUTCFullYear()}`;
    case 'short':
      return `${date} ${shortMonth}`;
    case 'weekday':
      return names.shortWeekdays[at.getUTCDay()] ?? '';
  }
}

/** "10:00–12:00": a fitting slot's times as India's clock shows them. */
export const formatSlot = ({ start, end }: { start: string; end: string }) => `${start}–${end}`;

/** A slot key ("10:00-12:00") as shown: "10:00–12:00". */
export const formatSlotKey = (slot: string) => slot.replace('-', '–');

/** "Wednesday 2 December 2026, 10:00–12:00" */
export function formatAppointment(
  appointment: { day: string; start: string; end: string },
  locale: Locale,
): string {
  return `${formatDay(appointment.day, locale)}, ${formatSlot(appointment)}`;
}
