import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import type { Locale } from '#shared/site/locale.ts';
import { html, type SafeHtml } from './html.ts';

const PLACE = {
  en: { home: 'at your address', dealer: 'at the dealer' },
  hi: { home: 'आपके पते पर', dealer: 'डीलर के यहाँ' },
} as const satisfies Record<Locale, Record<Installation, string>>;

const LABEL = { en: 'Fitting appointment', hi: 'फिटिंग' } as const;
const INDIA_TIME = { en: 'India time', hi: 'भारतीय समय' } as const;

/** "Fitting appointment: Tuesday 1 December 2026, 10:00–12:00 (India time), at your address". */
export function appointmentLine(
  appointment: BookingAppointment,
  installation: Installation,
  language: Locale,
): string {
  const when = formatAppointment(appointment, language);
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
