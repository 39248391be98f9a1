/** CLDR's plural categories; a language uses some of them, always with "other". */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * Day and month names, written out rather than taken from `Intl.DateTimeFormat`: a page's first
 * Intl formatter loads the browser's locale data, one task of 80–200 ms on Lighthouse's mid-range
 * phone (decision 0030). The tests of the formats built on them (appointment days, India dates and
 * times) hold them to Intl's own output for the language.
 */
export interface CalendarNames {
  /** Sunday first, as `Date.getUTCDay` counts. */
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
  months: readonly string[];
  shortMonths: readonly string[];
}

/**
 * A web font for a script the devices may lack, declared by `@font-face` in web/theme.css
 * (decision 0021): the test beside the registry holds the style sheet to this entry.
 */
export interface LocaleFont {
  family: string;
  /** Only the script's own characters, so Latin text, digits and ₹ keep the system font. */
  unicodeRange: string;
}

/** One language of the customer pages: everything about it that is not its texts. */
export interface LocaleDefinition<Code extends string = string> {
  code: Code;
  /** The language named in itself, as the switch offers it. */
  nativeName: string;
  /** `<html lang>`, and the BCP 47 tag Intl would be asked with (the tests do). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The plural form of a whole number, by CLDR's rules; no `Intl.PluralRules` (decision 0030). */
  pluralForm: (count: number) => PluralForm;
  calendar: CalendarNames;
  font?: LocaleFont;
}
