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

/** Every registered code, as zod's enum takes them. */
export const LOCALE_CODES = LOCALES.map(({ code }) => code) as [Locale, ...Locale[]];

/** The language every text is written in first, and the one a page falls back to. */
export const BASE_LOCALE = english.code;
