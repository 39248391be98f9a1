import { LOCALE_COOKIE, type Locale, parseLocale } from '@shared/site/locale';
import { atom, computed } from 'nanostores';
import { isAdminPath } from '@/app/paths';
import { inBrowser } from '@/lib/in-browser';

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
 * what this browser renders over it. Written only when it differs, so a visit costs no write.
 */
function shareWithServer(locale: Locale) {
  const cookie = `${LOCALE_COOKIE}=${locale}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers.
  document.cookie = `${cookie}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** The customer's choice from the header's switch, remembered in local storage. */
const $chosenLocale = atom<Locale>(readStoredLocale());

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
    document.documentElement.lang = locale;
  });
  // An earlier visit's choice, kept before the cookie existed, reaches the server from now on.
  shareWithServer($chosenLocale.get());
}

/** The customer's choice; `remember` keeps it for the next visit. */
export function setChosenLocale(locale: Locale, { remember }: { remember: boolean }) {
  if (remember) {
    storeLocale(locale);
    shareWithServer(locale);
  }
  $chosenLocale.set(locale);
}
