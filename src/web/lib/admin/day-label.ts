import { WEEKDAY_NAMES } from '#shared/appointments/appointment-rules.ts';
import { weekdayOf } from '#shared/site/india-time.ts';

/** "Wednesday" for "2026-11-25" (an India calendar day: no time zone to shift it). */
export function weekdayName(day: string): string {
  return WEEKDAY_NAMES[weekdayOf(day)] ?? '';
}
