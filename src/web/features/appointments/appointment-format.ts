import type { Locale } from '@/i18n/locale';

/*
 * An appointment's day is a calendar day ("2026-12-02"), not an instant: read at UTC midnight and
 * formatted in UTC, it is the same day on any phone, whatever its time zone.
 */
const STYLES = {
  /** "Wednesday, 2 December 2026" / "बुधवार, 2 दिसंबर 2026" */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Wednesday 2 December": a calendar day's accessible name. */
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "2 Dec" */
  short: { day: 'numeric', month: 'short' },
  /** "Wed" */
  weekday: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatAppointmentDay(
  day: string,
  locale: Locale,
  style: keyof typeof STYLES = 'long',
): string {
  const key = `${locale}-${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${locale}-IN`, { ...STYLES[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : formatter.format(at).replace(',', '');
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
