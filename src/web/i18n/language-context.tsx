import { createContext, useContext } from 'react';
import type { Locale } from '#shared/site/locales.ts';
import { BASE_LANGUAGE, type Language, translate } from './language.ts';
import type { MessageGroup, Texts } from './message-group.ts';

/**
 * The language a tree renders in: the tab's (main.tsx) or one render's (render-page.tsx). Through
 * context, not a module store, so renders on the server in different languages cannot meet.
 */
export const LanguageContext = createContext<Language>(BASE_LANGUAGE);

/** A screen's texts in the page's language. */
export function useMessages<Base>(group: MessageGroup<Base>): Texts<Base> {
  return translate(group, useContext(LanguageContext));
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LanguageContext).locale;
}
