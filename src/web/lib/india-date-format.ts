/*
 * Orders are placed and handled in India, so their dates are shown in India time whatever the
 * customer's phone is set to, in English or Hindi month names ("12 जून 2026").
 */
type Language = 'en' | 'hi';

const OPTIONS = {
  date: { dateStyle: 'medium', timeZone: 'Asia/Kolkata' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(kind: keyof typeof OPTIONS, language: Language, iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const key = `${kind}-${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, OPTIONS[kind]);
    formatters.set(key, formatter);
  }
  return formatter.format(at);
}

/** "12 Jun 2026" */
export const formatIndiaDate = (iso: string, language: Language = 'en') =>
  format('date', language, iso);

/** "12 Jun 2026, 3:04 pm" */
export const formatIndiaDateTime = (iso: string, language: Language = 'en') =>
  format('dateTime', language, iso);
