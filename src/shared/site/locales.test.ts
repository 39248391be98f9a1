import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/site/locales.ts';

describe("each registered language's pluralForm", () => {
  it('answers as Intl.PluralRules does for every whole number up to 10,000', () => {
    for (const { lang, pluralForm } of LOCALES) {
      const rules = new Intl.PluralRules(lang);
      for (let count = 0; count <= 10_000; count += 1) {
        expect(pluralForm(count), `${lang} ${count}`).toBe(rules.select(count));
      }
    }
  });
});
