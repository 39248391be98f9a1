import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import { formatDay } from '#shared/format/dates.ts';
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

/** "Wednesday 2 December 2026" and "10:00-12:00": the appointment's day and slot. */
export function appointmentParams(appointment: BookingAppointment, language: Locale): string[] {
  return [formatDay(appointment.day, language, 'long'), `${appointment.start}-${appointment.end}`];
}

/** When the appointment begins, as the outbox's not-after: a reminder is useless from then. */
export const appointmentStart = ({ day, start }: BookingAppointment) =>
  atIndiaTime(day, start).toISOString();
