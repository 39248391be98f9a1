import { type Locale, localeDefinition } from '#shared/site/locale.ts';
import type { LocaleDefinition } from '#shared/site/locale-definition.ts';
import { BASE_LOCALE } from '#shared/site/locales.ts';
import { isCountText, type PluralTexts } from './count.ts';
import type { MessageGroup, Texts } from './message-group.ts';

/** A language's texts by screen and key, as its catalogue file writes them (hi.ts). */
export type Catalogue = Readonly<Record<string, Readonly<Record<string, string | PluralTexts>>>>;

/**
 * A language ready to render in: its registry entry and its loaded catalogue. One object per
 * language, made once; a render reads it through React context (language-context.tsx), so two
 * renders in different languages share nothing but these immutable objects.
 */
export interface Language {
  readonly locale: Locale;
  readonly definition: LocaleDefinition<Locale>;
  readonly catalogue: Catalogue;
}

export function createLanguage(locale: Locale, catalogue: Catalogue): Language {
  return { locale, definition: localeDefinition(locale), catalogue };
}

/** English, the base: its texts are the groups' own, so it has an empty catalogue. */
export const BASE_LANGUAGE = createLanguage(BASE_LOCALE, {});

// By group, not by its name: the path to payment's "appointments" has fewer texts than the
// tracking page's (lazy-messages.ts), and neither may be given the other's.
const translated = new WeakMap<Language, Map<MessageGroup<unknown>, unknown>>();

/** A screen's texts in a language; a text the catalogue lacks stays English. Made once. */
export function translate<Base>(group: MessageGroup<Base>, language: Language): Texts<Base> {
  let groups = translated.get(language);
  if (!groups) {
    groups = new Map();
    translated.set(language, groups);
  }
  let texts = groups.get(group) as Texts<Base> | undefined;
  if (!texts) {
    texts = translateGroup(group, language);
    groups.set(group, texts);
  }
  return texts;
}

function translateGroup<Base>(group: MessageGroup<Base>, language: Language): Texts<Base> {
  const own = language.catalogue[group.name] ?? {};
  const texts: Record<string, unknown> = {};
  for (const [key, english] of Object.entries(group.base as Record<string, unknown>)) {
    const text = own[key] ?? english;
    if (isCountText(english)) {
      const forms = isCountText(text) ? text.forms : (text as PluralTexts);
      texts[key] = (count: number) =>
        (forms[language.definition.pluralForm(count)] ?? forms.other).replace(
          /{count}/g,
          String(count),
        );
    } else {
      texts[key] = text;
    }
  }
  return texts as Texts<Base>;
}
