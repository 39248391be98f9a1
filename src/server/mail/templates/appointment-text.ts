import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { html, type SafeHtml } from './html.ts';

/** The day as India writes it: "Tuesday, 1 December 2026" and "मंगलवार, 1 दिसंबर 2026". */
const DAY_FORMATS = {
  en: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

type Language = keyof typeof DAY_FORMATS;

/** "Tuesday, 1 December 2026, 10:00–12:00" (the slot's India times). */
export function appointmentWhen(
  { day, start, end }: Pick<BookingAppointment, 'day' | 'start' | 'end'>,
  language: Language = 'en',
): string {
  // The day at UTC midnight formatted in UTC is that calendar day, whatever the server's zone.
  const date = DAY_FORMATS[language].format(new Date(`${day}T00:00:00Z`));
  return `${date}, ${start}–${end}`;
}

const PLACE = {
  en: { home: 'at your address', dealer: 'at the dealer' },
  hi: { home: 'आपके पते पर', dealer: 'डीलर के यहाँ' },
} as const satisfies Record<Language, Record<Installation, string>>;

const LABEL = { en: 'Fitting appointment', hi: 'फिटिंग' } as const;
const INDIA_TIME = { en: 'India time', hi: 'भारतीय समय' } as const;

/** "Fitting appointment: Tuesday, 1 December 2026, 10:00–12:00 (India time), at your address". */
export function appointmentLine(
  appointment: BookingAppointment,
  installation: Installation,
  language: Language,
): string {
  const when = appointmentWhen(appointment, language);
  return `${LABEL[language]}: ${when} (${INDIA_TIME[language]}), ${PLACE[language][installation]}`;
}

/** The appointment in English and, below it, in Hindi: as plain-text lines and as HTML. */
export function bilingualAppointment(
  appointment: BookingAppointment,
  installation: Installation,
): { lines: [string, string]; html: SafeHtml } {
  const en = appointmentLine(appointment, installation, 'en');
  const hi = appointmentLine(appointment, installation, 'hi');
  return {
    lines: [en, hi],
    html: html`<strong>${en}</strong><br><span lang="hi">${hi}</span>`,
  };
}
