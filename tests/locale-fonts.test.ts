import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/site/locales.ts';

const theme = fs.readFileSync('src/web/theme.css', 'utf8');

const fontFaces = [...theme.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rules]) => rules ?? '');
const fontStack = /--font-sans:([^;]*);/.exec(theme)?.[1] ?? '';

describe("each registered language's web font (decision 0021)", () => {
  const withFonts = LOCALES.flatMap((locale) => ('font' in locale ? [locale] : []));

  it('is declared in the style sheet for its script only, regular and bold', () => {
    expect(withFonts.length).toBeGreaterThan(0);
    for (const { code, font } of withFonts) {
      const faces = fontFaces.filter((rules) => rules.includes(`font-family: "${font.family}"`));
      expect(faces.length, code).toBe(2);
      for (const rules of faces) {
        expect(rules.replace(/\s+/g, ' '), code).toContain(`unicode-range: ${font.unicodeRange};`);
      }
    }
  });

  it('comes first in the font stack, where its unicode range keeps it to its script', () => {
    const families = fontStack.split(',').map((family) => family.trim().replace(/"/g, ''));
    for (const { font } of withFonts) {
      expect(families.indexOf(font.family)).toBeLessThan(families.indexOf('system-ui'));
    }
  });
});
