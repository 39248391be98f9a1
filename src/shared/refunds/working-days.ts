import { addDays, weekdayOf } from '#shared/site/india-time.ts';

/**
 * `day` (an India day, YYYY-MM-DD) moved forward by `count` working days, Monday to Saturday as
 * Indian banks and most businesses work: a refund due in 7 working days from a Friday is due on
 * the next Saturday but one.
 */
export function addWorkingDays(day: string, count: number): string {
  let at = day;
  let left = count;
  while (left > 0) {
    at = addDays(at, 1);
    if (weekdayOf(at) !== 0) left -= 1;
  }
  return at;
}
