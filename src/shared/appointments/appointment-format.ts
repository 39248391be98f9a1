import { CALENDAR_NAMES } from '#shared/site/calendar-names.ts';
import type { Locale } from '#shared/site/locale.ts';

/*
 * An appointment's day is a calendar day ("2026-12-02"), not an instant: read at UTC midnight, it
 * is the same day on any phone, whatever its time zone. The payment page shows the chosen day as
 * it starts, so the names come from tables, not Intl (shared/site/calendar-names.ts).
 */

export type DayStyle =
  /** "Wednesday 2 December 2026" / "बुधवार 2 दिसंबर 2026" */
  | 'long'
  /** "Wednesday 2 December": a calendar day's accessible name. */
  | 'day'
  /** "2 Dec" */
  | 'short'
  /** "Wed" */
  | 'weekday';

export function formatAppointmentDay(
  day: string,
  locale: Locale,
  style: DayStyle = 'long',
): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  const names = CALENDAR_NAMES[locale];
  // Both indexes are in range by construction (getUTCDay 0–6, getUTCMonth 0–11).
  const name = (list: readonly string[], index: number) => list[index] ?? '';
  const date = at.getUTCDate();
  const weekday = name(names.weekdays, at.getUTCDay());
  const month = name(names.months, at.getUTCMonth());
  switch (style) {
    case 'long':
      return `${weekday} ${date} ${month} ${at.getUTCFullYear()}`;
    case 'day':
      return `${weekday} ${date} ${month}`;
    case 'short':
      return `${date} ${name(names.shortMonths, at.getUTCMonth())}`;
    case 'weekday':
      return name(names.shortWeekdays, at.getUTCDay());
  }
}

/** "10:00–12:00": the slot's times as the India clock shows them. */
export const formatSlot = ({ start, end }: { start: string; end: string }) => `${start}–${end}`;

/** A slot key ("10:00-12:00") as shown: "10:00–12:00". */
export const formatSlotKey = (slot: string) => slot.replace('-', '–');

/** "Wednesday 2 December 2026, 10:00–12:00" */
export function formatAppointment(
  appointment: { day: string; start: string; end: string },
  locale: Locale,
): string {
  return `${formatAppointmentDay(appointment.day, locale)}, ${formatSlot(appointment)}`;
}
