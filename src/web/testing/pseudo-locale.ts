import type { LocaleDefinition } from '#shared/site/locale-definition.ts';
// Not through the registry: the tests that add this language mock the registry with it.
import { english } from '#shared/site/locales/en.ts';
import type { Locale } from '#shared/site/locales.ts';
import { isCountText, type PluralTexts } from '#web/i18n/count.ts';
import { en } from '#web/i18n/en.ts';
import { enAbout } from '#web/i18n/en-about.ts';
import { enContact } from '#web/i18n/en-contact.ts';
import { enLazy } from '#web/i18n/en-lazy.ts';
import { enPolicyPages } from '#web/i18n/en-policy-pages.ts';
import type { Catalogue } from '#web/i18n/language.ts';

/*
 * For tests: a made-up language whose every text is the English one inside ⟦…⟧. Rendered with it,
 * a page shows at once any English that did not come from a catalogue (a word written into a
 * component, a text the catalogue type lets through) as English outside the brackets.
 */

export const PSEUDO_LOCALE = 'qps' as Locale;

/** Wraps a text, its `{placeholders}` kept as they are so values still fill in. */
export const pseudo = (text: string) => `⟦${text}⟧`;

const wrapAll = (names: readonly string[]) => names.map(pseudo);

export const PSEUDO_DEFINITION: LocaleDefinition<Locale> = {
  code: PSEUDO_LOCALE,
  nativeName: pseudo('Pseudo'),
  lang: 'en-XA',
  dir: 'ltr',
  pluralForm: english.pluralForm,
  calendar: {
    weekdays: wrapAll(english.calendar.weekdays),
    shortWeekdays: wrapAll(english.calendar.shortWeekdays),
    months: wrapAll(english.calendar.months),
    shortMonths: wrapAll(english.calendar.shortMonths),
  },
};

/** Every screen of en.ts, en-lazy.ts and the pages' own English files, every text wrapped. */
export function pseudoCatalogue(): Catalogue {
  const screens: Record<string, Record<string, string | PluralTexts>> = {};
  for (const [screen, texts] of Object.entries({
    ...en,
    ...enLazy,
    ...enAbout,
    ...enContact,
    ...enPolicyPages,
  })) {
    screens[screen] = Object.fromEntries(
      Object.entries(texts as Record<string, unknown>).map(([key, text]) => [
        key,
        isCountText(text)
          ? (Object.fromEntries(
              Object.entries(text.forms).map(([form, words]) => [form, pseudo(words)]),
            ) as PluralTexts)
          : pseudo(String(text)),
      ]),
    );
  }
  return screens;
}
