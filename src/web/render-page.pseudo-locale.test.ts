import { describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { LOCALES } from '#shared/site/locales.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { DEFAULT_STOREFRONT } from '#web/testing/default-storefront.ts';
import { PSEUDO_LOCALE } from '#web/testing/pseudo-locale.ts';
import { renderPage } from './render-page.tsx';

// The pseudo-language joins the registry and the catalogues, as a real language would.
vi.mock('#shared/site/locales.ts', async (importOriginal) => {
  const registry = await importOriginal<typeof import('#shared/site/locales.ts')>();
  const { PSEUDO_DEFINITION } = await import('#web/testing/pseudo-locale.ts');
  return { ...registry, LOCALES: [...registry.LOCALES, PSEUDO_DEFINITION] };
});
vi.mock('#web/i18n/catalogues.ts', async (importOriginal) => {
  const catalogues = await importOriginal<typeof import('#web/i18n/catalogues.ts')>();
  const { PSEUDO_LOCALE, pseudoCatalogue } = await import('#web/testing/pseudo-locale.ts');
  return {
    CATALOGUES: { ...catalogues.CATALOGUES, [PSEUDO_LOCALE]: async () => pseudoCatalogue() },
  };
});

const CUSTOMER_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.about,
  PAGE_PATHS.contact,
  PAGE_PATHS.bookYourService,
  PAGE_PATHS.payment,
  PAGE_PATHS.success,
  PAGE_PATHS.track,
  ...Object.values(PAGE_PATHS.policies),
];

/** The drawn plates' letters (the logo, the home page's sample plate). */
const PLATE_MARKINGS = ['IND', 'HSRP', 'UK 08 AB 1234'];

/** What a reader sees and hears: the text, and the attributes a screen reader or a form shows. */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    ([, value]) => value,
  );
  return [html.replace(/<[^>]+>/g, ' '), ...attributes]
    .join(' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');
}

/** The text with every ⟦…⟧ taken out, inner ones first (a text filled into another). */
function outsideCatalogue(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  // Data is not translated (docs/product.md#languages): the business's own name, address, hours;
  // each language's name in the switch is in that language; a plate says what a plate says.
  const notLanguage = [
    ...Object.values(DEFAULT_SITE_INFO),
    ...LOCALES.map(({ nativeName }) => nativeName),
    ...PLATE_MARKINGS,
  ];
  for (const value of notLanguage) {
    if (typeof value === 'string' && value) rest = rest.replaceAll(value, ' ');
  }
  return rest;
}

describe('a language added to the registry', () => {
  it.each(CUSTOMER_PAGES)('renders %s with every text from its catalogue', async (path) => {
    const html = await renderPage({ path, storefront: DEFAULT_STOREFRONT, locale: PSEUDO_LOCALE });
    const text = readableText(html);
    expect(text).toContain('⟦');
    // Words of three letters or more outside the brackets are English no catalogue gave.
    expect(outsideCatalogue(text).match(/\p{L}{3,}/gu) ?? []).toEqual([]);
    // A placeholder left as it was: a value the page did not fill in.
    expect(text.match(/\{\w+\}/g) ?? []).toEqual([]);
  });
});
