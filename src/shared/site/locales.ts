import type { LocaleDefinition } from './locale-definition.ts';
import { english } from './locales/en.ts';
import { hindi } from './locales/hi.ts';

/*
 * The languages customer pages come in: the one list. A language is added here (its definition in
 * locales/), with its texts in web/i18n/ (a catalogue, and its line in catalogues.ts) and, if its
 * script needs one, a font in web/theme.css (docs/architecture.md#adding-a-language). The admin
 * area is English only.
 */
export const LOCALES = [english, hindi] as const;

export type Locale = (typeof LOCALES)[number]['code'];

/** The language every text is written in first, and the one a page falls back to. */
export const BASE_LOCALE = english.code;

const BY_CODE = new Map<string, LocaleDefinition<Locale>>(
  LOCALES.map((definition) => [definition.code, definition]),
);

/** A registered code as it is; anything else (no cookie, a removed language) is the base. */
export function parseLocale(value: unknown): Locale {
  return typeof value === 'string' && BY_CODE.has(value) ? (value as Locale) : BASE_LOCALE;
}

/** Everything about a language but its texts. */
export function localeDefinition(locale: Locale): LocaleDefinition<Locale> {
  return BY_CODE.get(locale) ?? english;
}
