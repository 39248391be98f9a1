import type { AppointmentRules } from '#shared/appointments/appointment-rules.ts';
import { holidayOn } from '#shared/appointments/availability.ts';
import { addDays, indiaDay, indiaDayStart, weekdayOf } from '#shared/site/india-time.ts';
import type { HoldSettings } from './hold-settings.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Far more days than any rules can close in a row (MAX_HOLIDAYS is 200). */
const MAX_DAYS_WALKED = 400;

function isWorkingDay(rules: AppointmentRules, day: string): boolean {
  return (
    (rules.workingDays as readonly number[]).includes(weekdayOf(day)) &&
    holidayOn(rules, day) === undefined
  );
}

/**
 * Until when a booking made at `now` holds its place unverified. With working days only, the
 * hours run only on the business's working days (India calendar days, from the fitting rules):
 * 48 hours from Saturday 6 pm with Sunday closed end on Tuesday 6 pm, and a booking made on a
 * closed day starts counting at the next working day's midnight.
 */
export function holdDeadline(
  now: Date,
  settings: Pick<HoldSettings, 'holdHours' | 'workingDaysOnly'>,
  rules: AppointmentRules,
): Date {
  const hold = settings.holdHours * HOUR_MS;
  if (!settings.workingDaysOnly) return new Date(now.getTime() + hold);
  let left = hold;
  let at = now.getTime();
  for (let walked = 0; walked < MAX_DAYS_WALKED; walked += 1) {
    const day = indiaDay(new Date(at));
    const dayEnd = indiaDayStart(addDays(day, 1)).getTime();
    if (isWorkingDay(rules, day)) {
      if (left <= dayEnd - at) return new Date(at + left);
      left -= dayEnd - at;
    }
    at = dayEnd;
  }
  // Rules that close every day for over a year: the plain hours stand in.
  return new Date(now.getTime() + hold);
}
