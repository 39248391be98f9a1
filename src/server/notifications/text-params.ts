import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import { formatClock, formatDay } from '#shared/format/dates.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import { atIndiaTime } from '#shared/site/india-time.ts';
import type { Locale } from '#shared/site/locale.ts';

/*
 * The values of the text templates' places, written as the mails write them but short (an SMS
 * variable holds at most 40 characters) and in plain ASCII where the words allow it.
 */

/** "Sat 28 Nov, 6:00 pm": a hold's deadline, India time. */
export const deadlineParam = (iso: string, language: Locale) =>
  formatIndiaWeekdayTime(iso, language);

/** "Wednesday 2 December 2026" and "10:00 am-12:00 pm": the appointment's day and slot. */
export function appointmentParams(appointment: BookingAppointment, language: Locale): string[] {
  const slot = `${formatClock(appointment.start, language)}-${formatClock(appointment.end, language)}`;
  return [formatDay(appointment.day, language, 'long'), slot];
}

/** When the appointment begins, as the outbox's not-after: a reminder is useless from then. */
export const appointmentStart = ({ day, start }: BookingAppointment) =>
  atIndiaTime(day, start).toISOString();
