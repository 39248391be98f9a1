import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';
import type { Locale } from '#shared/site/locale.ts';
import { html, type SafeHtml } from './html.ts';

/** "Your place is held until Sat 28 Nov, 6:00 pm while we check your payment." */
export function holdLine(iso: string, language: Locale): string {
  const when = formatIndiaWeekdayTime(iso, language);
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
