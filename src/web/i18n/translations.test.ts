import { describe, expect, it } from 'vitest';
import { isCountText } from './count.ts';
import { en as entryEnglish } from './en.ts';
import { enAbout } from './en-about.ts';
import { enCancellation } from './en-cancellation.ts';
import { enCentres } from './en-centres.ts';
import { enComplaints } from './en-complaints.ts';
import { enContact } from './en-contact.ts';
import { enFittingCentre } from './en-fitting-centre.ts';
import { enLazy } from './en-lazy.ts';
import { enMobileCode } from './en-mobile-code.ts';
import { enMovers } from './en-movers.ts';
import { enPersonalData } from './en-personal-data.ts';
import { enPolicyPages } from './en-policy-pages.ts';
import { hi } from './hi.ts';

/** Every English text: the entry's, the lazy pages' own and the mobile-code step's. */
const en = {
  ...entryEnglish,
  ...enLazy,
  ...enMobileCode,
  ...enMovers,
  ...enCentres,
  ...enComplaints,
  ...enCancellation,
  ...enPersonalData,
  ...enFittingCentre,
  ...enAbout,
  ...enContact,
  ...enPolicyPages,
};

/*
 * The Translation type makes TypeScript refuse a missing or unknown key in hi.ts; these tests say
 * the same at run time (a cast or an `any` would get past the type) and check what no type can:
 * placeholders and empty texts.
 */

/** Every text's path ("screen.key", "screen.key.one" for a count) and the text itself. */
function textsOf(tree: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof tree === 'string') {
    texts.set(prefix, tree);
    return texts;
  }
  if (typeof tree !== 'object' || tree === null) {
    texts.set(prefix, `<not a text: ${String(tree)}>`);
    return texts;
  }
  // In en.ts a count() wraps its plural forms in `forms`.
  const node = isCountText(tree) ? tree.forms : tree;
  for (const [key, value] of Object.entries(node as object)) {
    for (const [path, text] of textsOf(value, prefix ? `${prefix}.${key}` : key)) {
      texts.set(path, text);
    }
  }
  return texts;
}

/** Keys one language has and the other lacks. */
function compareKeys(base: unknown, translation: unknown) {
  const baseKeys = [...textsOf(base).keys()];
  const translatedKeys = [...textsOf(translation).keys()];
  return {
    missing: baseKeys.filter((key) => !translatedKeys.includes(key)),
    extra: translatedKeys.filter((key) => !baseKeys.includes(key)),
  };
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([p]) => p).sort();

describe('the translation files', () => {
  it('have exactly the same keys in English and Hindi', () => {
    expect(compareKeys(en, hi)).toEqual({ missing: [], extra: [] });
  });

  it('would notice a missing or an extra key, at any depth', () => {
    const { home, ...withoutHome } = hi;
    const { heroTitle, ...homeWithoutTitle } = home;
    expect(compareKeys(en, { ...withoutHome, home: homeWithoutTitle })).toEqual({
      missing: ['home.heroTitle'],
      extra: [],
    });
    expect(compareKeys(en, { ...hi, home: { ...home, heroSubtitle: heroTitle } })).toEqual({
      missing: [],
      extra: ['home.heroSubtitle'],
    });
    const { redirecting, ...successWithoutCount } = hi.success;
    expect(
      compareKeys(en, { ...hi, success: { ...successWithoutCount, redirecting: 'x' } }),
    ).toEqual({
      missing: ['success.redirecting.one', 'success.redirecting.other'],
      extra: ['success.redirecting'],
    });
    expect(redirecting.other).toContain('{count}');
  });

  it('fill in the same values in Hindi as in English', () => {
    const hindi = textsOf(hi);
    const mismatched = [...textsOf(en)]
      .filter(([path, english]) => {
        const hindiText = hindi.get(path) ?? '';
        return placeholders(english).join() !== placeholders(hindiText).join();
      })
      .map(([path]) => path);
    expect(mismatched).toEqual([]);
  });

  it('leave no Hindi text empty or untranslated by accident', () => {
    const english = textsOf(en);
    const empty = [...textsOf(hi)].filter(([, text]) => !text.trim()).map(([path]) => path);
    expect(empty).toEqual([]);
    // The same words in both files are fine only for names and codes that Hindi writes in Latin.
    const sameAsEnglish = [...textsOf(hi)]
      .filter(
        ([path, text]) =>
          english.get(path) === text && /[a-z]{3}/.test(text.replace(/\{\w+\}/g, '')),
      )
      .map(([path]) => path);
    expect(sameAsEnglish).toEqual(['common.whatsApp']);
  });
});
