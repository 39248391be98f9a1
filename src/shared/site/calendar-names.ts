import type { CalendarNames } from './locale-definition.ts';
import { LOCALES, type Locale } from './locales.ts';

export type { CalendarNames };

/** Each registered language's day and month names (its definition in locales/), by code. */
export const CALENDAR_NAMES = Object.fromEntries(
  LOCALES.map(({ code, calendar }): [Locale, CalendarNames] => [code, calendar]),
) as Record<Locale, CalendarNames>;
