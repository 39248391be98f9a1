/** The languages customer pages come in; English is the base, and the admin area is English only. */
export type Locale = 'en' | 'hi';

/**
 * The cookie that tells the server which language to render a customer's pages in. The browser
 * writes it when the customer chooses (and keeps the choice in local storage too, as before).
 */
export const LOCALE_COOKIE = 'language';

/** Anything not Hindi reads as English, the default. */
export function parseLocale(value: unknown): Locale {
  return value === 'hi' ? 'hi' : 'en';
}
