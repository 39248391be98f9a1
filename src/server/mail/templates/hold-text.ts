import { html, type SafeHtml } from './html';

type Language = 'en' | 'hi';

const PART_FORMATS = {
  en: new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  }),
};

/** "Sat 28 Nov, 6:00 pm" in India time (the customer pages write it the same way). */
export function holdUntilWhen(iso: string, language: Language = 'en'): string {
  const parts = Object.fromEntries(
    PART_FORMATS[language].formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** "Your place is held until Sat 28 Nov, 6:00 pm while we check your payment." */
export function holdLine(iso: string, language: Language): string {
  const when = holdUntilWhen(iso, language);
  return language === 'en'
    ? `Your place is held until ${when} (India time) while we check your payment.`
    : `हम आपके भुगतान की जाँच कर रहे हैं; आपकी जगह ${when} (भारतीय समय) तक रखी गई है।`;
}

/** The hold in English and, below it, in Hindi: as plain-text lines and as HTML. */
export function bilingualHold(iso: string): { lines: [string, string]; html: SafeHtml } {
  const en = holdLine(iso, 'en');
  const hi = holdLine(iso, 'hi');
  return { lines: [en, hi], html: html`<strong>${en}</strong><br><span lang="hi">${hi}</span>` };
}
