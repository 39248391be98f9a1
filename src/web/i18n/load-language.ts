import { BASE_LOCALE, type Locale } from '#shared/site/locales.ts';
import { CATALOGUES } from './catalogues.ts';
import { BASE_LANGUAGE, createLanguage, type Language } from './language.ts';

const loading = new Map<Locale, Promise<Language>>();

/** A language with its catalogue, downloaded once; a failed download may be tried again. */
export function loadLanguage(locale: Locale): Promise<Language> {
  if (locale === BASE_LOCALE) return Promise.resolve(BASE_LANGUAGE);
  let language = loading.get(locale);
  if (!language) {
    language = CATALOGUES[locale]().then((catalogue) => createLanguage(locale, catalogue));
    loading.set(locale, language);
    language.catch(() => loading.delete(locale));
  }
  return language;
}
