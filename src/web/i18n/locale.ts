import { atom, computed } from 'nanostores';
import { isAdminPath } from '@/app/paths';

export type Locale = 'en' | 'hi';

const STORAGE_KEY = 'language';

function readStoredLocale(): Locale {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en'; // Storage blocked (private mode, policies): English, the default.
  }
}

function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Without storage the choice holds until the tab is reloaded.
  }
}

/** The customer's choice from the header's switch, remembered in local storage. */
const $chosenLocale = atom<Locale>(readStoredLocale());

/**
 * True on staff pages. The admin area is English only, so there the shared loading and error
 * screens are English too and `lang` says so, whatever the customer pages were switched to.
 */
export const $onAdminPage = atom(isAdminPath(window.location.pathname));

/** The language the pages render in. */
export const $locale = computed([$chosenLocale, $onAdminPage], (chosen, onAdminPage) =>
  onAdminPage ? 'en' : chosen,
);

$locale.subscribe((locale) => {
  document.documentElement.lang = locale;
});

/** The customer's choice; `remember` keeps it for the next visit. */
export function setChosenLocale(locale: Locale, { remember }: { remember: boolean }) {
  if (remember) storeLocale(locale);
  $chosenLocale.set(locale);
}
