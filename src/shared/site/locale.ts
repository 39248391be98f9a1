import type { LocaleDefinition } from './locale-definition.ts';
import { BASE_LOCALE, LOCALES, type Locale } from './locales.ts';

export type { Locale };

/**
 * The cookie that tells the server which language to render a customer's pages in. The browser
 * writes it when the customer chooses (and keeps the choice in local storage too, as before).
 */
export const LOCALE_COOKIE = 'language';

const BY_CODE = new Map<string, LocaleDefinition<Locale>>(
  LOCALES.map((definition) => [definition.code, definition]),
);

/** A registered code as it is; anything else (no cookie, a removed language) is the base. */
export function parseLocale(value: unknown): Locale {
  return typeof value === 'string' && BY_CODE.has(value) ? (value as Locale) : BASE_LOCALE;
}

/** Everything about a language but its texts. */
export function localeDefinition(locale: Locale): LocaleDefinition<Locale> {
  return BY_CODE.get(locale) ?? LOCALES[0];
}
