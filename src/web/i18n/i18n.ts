import { type ComponentsJSON, createI18n, loadTranslations, type Messages } from '@nanostores/i18n';
import { $locale, type Locale, setChosenLocale } from './locale.ts';

let hindi: Promise<ComponentsJSON> | undefined;

/**
 * Every Hindi text, in its own chunk: English ships in the entry, so English readers never
 * download Hindi, and Hindi readers download it once. A failed download may be tried again.
 */
function loadHindi(): Promise<ComponentsJSON> {
  hindi ??= import('./hi.ts').then(
    (module) => module.hi,
    (error: unknown) => {
      hindi = undefined;
      throw error;
    },
  );
  return hindi;
}

/** Defines each screen's messages (see messages.ts); English is the base, written in en.ts. */
export const i18n = createI18n($locale, {
  baseLocale: 'en',
  get: (locale) => (locale === 'hi' ? loadHindi() : Promise.resolve({})),
});

let latestChoice: Locale | undefined;

/**
 * The header's switch. The language changes once its texts are here, so the page never shows a
 * mix; a later choice wins over an earlier one still downloading.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  latestChoice = locale;
  if (locale === 'hi') await loadHindi();
  if (latestChoice === locale) setChosenLocale(locale, { remember: true });
}

/**
 * Before the first render: with Hindi chosen on an earlier visit, waits for its texts, so the page
 * does not flash English first. `messages` is any screen's messages: the Hindi chunk fills the
 * cache for all of them at once. Null for English readers: they wait for nothing. If the download
 * fails, the page shows English rather than nothing.
 */
export function prepareLocale(messages: Messages): Promise<void> | null {
  if ($locale.get() === 'en') return null;
  // loadHindi() settles with the download, so a failed one does not leave this waiting forever.
  return Promise.all([loadHindi(), loadTranslations(messages)]).then(
    () => undefined,
    () => setChosenLocale('en', { remember: false }),
  );
}
