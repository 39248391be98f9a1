import { atom, computed } from 'nanostores';
import { LOCALE_COOKIE, type Locale, parseLocale } from '#shared/site/locale.ts';
import { inBrowser } from '#web/lib/in-browser.ts';
import { isAdminPath } from '#web/lib/paths.ts';

export type { Locale };

const STORAGE_KEY = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function readStoredLocale(): Locale {
  try {
    return parseLocale(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return 'en'; // Storage blocked (private mode, policies) or no browser: English, the default.
  }
}

function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Without storage the choice holds until the tab is reloaded.
  }
}

/**
 * The server renders each page in the language this cookie names, so the HTML it sends matches
 * what this browser renders over it. Written on a choice, and once for a browser without it.
 */
function shareWithServer(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/**
 * The language the server rendered this page in (`#root[data-locale]`, the cookie's), or null for
 * a page it sent empty (the admin area, the dev server).
 */
function renderedLocale(): Locale | null {
  const root = document.getElementById('root');
  return root?.firstElementChild ? parseLocale(root.dataset.locale ?? null) : null;
}

/**
 * The customer's choice from the header's switch, remembered in local storage and the cookie. A
 * rendered page says which it is, so starting reads neither: each is a wait on the browser
 * process, 10–30 ms at Lighthouse's 4× CPU, in the app's first task (decision 0030).
 */
const $chosenLocale = atom<Locale>((inBrowser && renderedLocale()) || readStoredLocale());

/**
 * True on staff pages. The admin area is English only, so there the shared loading and error
 * screens are English too and `lang` says so, whatever the customer pages were switched to.
 */
export const $onAdminPage = atom(inBrowser && isAdminPath(window.location.pathname));

/** The language the pages render in. */
export const $locale = computed([$chosenLocale, $onAdminPage], (chosen, onAdminPage) =>
  onAdminPage ? 'en' : chosen,
);

if (inBrowser) {
  $locale.subscribe((locale) => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  });
}

const hasLocaleCookie = () =>
  document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));

/**
 * For after the start: a browser without the cookie (a first visit, or a choice made before the
 * cookie existed) gets it from local storage. True when the server has just learnt a language
 * other than the one this page came in, so a reload shows it.
 */
export function shareStoredChoice(): boolean {
  if (hasLocaleCookie()) return false;
  const stored = readStoredLocale();
  shareWithServer(stored);
  // Blocked cookies would make a reload pointless, and endless.
  return stored !== $chosenLocale.get() && hasLocaleCookie();
}

/** The customer's choice; `remember` keeps it for the next visit. */
export function setChosenLocale(locale: Locale, { remember }: { remember: boolean }) {
  if (remember) {
    storeLocale(locale);
    shareWithServer(locale);
  }
  $chosenLocale.set(locale);
}
