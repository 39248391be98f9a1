export { type Locale, parseLocale } from './locales.ts';

/**
 * The cookie that tells the server which language to render a customer's pages in. The browser
 * writes it when the customer chooses (and keeps the choice in local storage too, as before).
 */
export const LOCALE_COOKIE = 'language';
