import { LOCALE_COOKIE, type Locale, parseLocale } from '#shared/site/locale.ts';

const STORAGE_KEY = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/*
 * Where a customer's choice of language is kept: local storage for this browser, and a cookie so
 * the server renders each page in it (decision 0029). Each read is a wait on the browser process,
 * 10–30 ms at Lighthouse's 4× CPU, so the start reads neither on a rendered page (decision 0030).
 */

/** The choice this browser keeps, or null where none was made (or storage is blocked). */
export function readStoredChoice(): Locale | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === null ? null : parseLocale(stored);
  } catch {
    return null; // Storage blocked (private mode, policies).
  }
}

/** The stored choice, or the default. */
export const readStoredLocale = (): Locale => readStoredChoice() ?? parseLocale(null);

function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Without storage the choice holds until the tab is reloaded.
  }
}

/** The server renders each page in the language this cookie names. */
export function shareWithServer(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export const hasLocaleCookie = () =>
  document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));

/** Keeps a choice for the next visit, in both places. */
export function rememberLocale(locale: Locale) {
  storeLocale(locale);
  shareWithServer(locale);
}
