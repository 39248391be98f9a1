import { strings, transform } from '@nanostores/i18n';

type PluralForm = 'one' | 'other';

/**
 * The plural form of a whole number, by CLDR's rules for the customer pages' two languages:
 * English says "1 second" and "0 seconds", Hindi uses its "one" form for 0 and 1 alike.
 * @nanostores/i18n's own count() asks `Intl.PluralRules`, whose first use loads the browser's
 * locale data, a long task on a phone (decision 0030); the test holds this to Intl's answer.
 */
export function pluralForm(locale: string, count: number): PluralForm {
  if (locale === 'hi') return count === 0 || count === 1 ? 'one' : 'other';
  return count === 1 ? 'one' : 'other';
}

/** A text by plural form, `{count}` filled: `t.key(3)`. The forms are as @nanostores/i18n's. */
export const count = transform(
  (locale: string, translation: Record<PluralForm, string>, value: number) =>
    strings(translation[pluralForm(locale, value)], (text: string) =>
      text.replace(/{count}/g, String(value)),
    ),
);
