import { describe, expect, it } from 'vitest';
import { pluralForm } from './count.ts';

describe('pluralForm', () => {
  it('answers as Intl.PluralRules does for every whole number up to 10,000, in English and Hindi', () => {
    for (const locale of ['en', 'hi']) {
      const rules = new Intl.PluralRules(locale);
      for (let count = 0; count <= 10_000; count += 1) {
        expect(pluralForm(locale, count), `${locale} ${count}`).toBe(rules.select(count));
      }
    }
  });
});
