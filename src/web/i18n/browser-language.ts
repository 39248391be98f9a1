import { atom, computed } from 'nanostores';
import type { Locale } from '#shared/site/locales.ts';
import { inBrowser } from '#web/lib/in-browser.ts';
import { isAdminPath } from '#web/lib/paths.ts';
import { BASE_LANGUAGE, type Language } from './language.ts';
import { rememberLocale } from './language-memory.ts';
import { loadLanguage } from './load-language.ts';

/*
 * The browser tab's language. The server renders in a language of its own per render
 * (render-page.tsx); only the tab keeps one in a module store. main.tsx sets it at the start.
 */
const $chosenLanguage = atom<Language>(BASE_LANGUAGE);

/**
 * True on staff pages. The admin area is English only, so there the shared loading and error
 * screens are English too and `lang` says so, whatever the customer pages were switched to.
 */
export const $onAdminPage = atom(inBrowser && isAdminPath(window.location.pathname));

/** The language the tab's pages render in. */
export const $language = computed([$chosenLanguage, $onAdminPage], (chosen, onAdminPage) =>
  onAdminPage ? BASE_LANGUAGE : chosen,
);

if (inBrowser) {
  // Changes only: the page came with its own `lang` (the server's, or index.html's English).
  $language.listen(({ definition: { lang, dir } }) => {
    const html = document.documentElement;
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== dir) html.dir = dir;
  });
}

/** Shows the tab in a language whose catalogue is here (the start, in main.tsx). */
export function showLanguage(language: Language) {
  $chosenLanguage.set(language);
}

/** The customer's language, also where the admin area shows English. */
export const chosenLocale = (): Locale => $chosenLanguage.get().locale;

let latestChoice: Locale | undefined;

/**
 * The header's switch. The language changes once its texts are here, so the page never shows a
 * mix; a later choice wins over an earlier one still downloading.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  latestChoice = locale;
  const language = await loadLanguage(locale);
  if (latestChoice !== locale) return;
  rememberLocale(locale);
  showLanguage(language);
}
