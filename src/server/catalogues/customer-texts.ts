import type { Locale } from '#shared/site/locale.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { type CustomerTexts, EN_TEXTS } from './en.ts';
import { HI_TEXTS } from './hi.ts';

export type { CustomerTexts };

/** One catalogue per language a customer can choose: a new locale fails the type check here. */
const CATALOGUES: Record<Locale, CustomerTexts> = { en: EN_TEXTS, hi: HI_TEXTS };

/** The texts a customer's mail or receipt is written from, in their language. */
export function customerTexts(locale: Locale): CustomerTexts {
  return CATALOGUES[locale];
}

/**
 * A text with its `{name}` placeholders filled in. Not String.replace with a string: that reads
 * `$&` and the like in a value as patterns, and names and addresses come from customers. An
 * unknown placeholder stays as it is, for a test to see.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * Support hours as a customer reads them: the site's default in their language; hours an admin
 * typed are theirs, shown as typed (as the pages do).
 */
export function supportHoursIn(texts: CustomerTexts, site: SiteInfo): string {
  return site.supportHours === EN_TEXTS.defaultSupportHours
    ? texts.defaultSupportHours
    : site.supportHours;
}
