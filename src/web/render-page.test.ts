import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from '#shared/pricing/price.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { DEFAULT_STOREFRONT } from '#web/testing/default-storefront.ts';
import { renderPage } from './render-page.tsx';

const storefront = DEFAULT_STOREFRONT;

const withPlatePrice = (total: number): Storefront => ({
  ...storefront,
  pricing: {
    ...storefront.pricing,
    TWO_WHEELER_PLATE: {
      TWO_WHEELER: { ...priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, false), total },
    },
  },
});

/** The page's text, as a reader with JavaScript off sees it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&amp;', '&');

describe('renderPage', () => {
  it('renders the plate home page whole, with the prices the page carries', async () => {
    const html = await renderPage({ path: '/', storefront: withPlatePrice(749), locale: 'en' });
    const text = textOf(html);
    expect(text).toContain('Book your HSRP number plate online');
    expect(text).toContain('Two Wheeler Number Plate');
    expect(text).toContain('From ₹749');
    expect(text).toContain(DEFAULT_SITE_INFO.email);
    // Whole: no boundary left loading, none sent apart for a script to swap in.
    expect(html).not.toContain('data-page-loading');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('renders the movers home page when the site is in movers mode', async () => {
    const html = await renderPage({
      path: '/',
      storefront: { ...storefront, siteMode: 'pm' },
      locale: 'en',
    });
    expect(textOf(html)).toContain('Packers and movers');
    expect(textOf(html)).not.toContain('Two Wheeler Number Plate');
  });

  it('renders a lazy page whole, in Hindi when asked', async () => {
    const html = await renderPage({ path: '/about', storefront, locale: 'hi' });
    expect(textOf(html)).toContain('हमारे बारे में');
    expect(textOf(html)).not.toContain('Skip to content');
    expect(html).not.toContain('data-page-loading');
  });

  it('renders the service grid of the booking page, not the form', async () => {
    const text = textOf(await renderPage({ path: '/bookyourservice', storefront, locale: 'en' }));
    expect(text).toContain('Choose a service');
    expect(text).toContain('Tractor & Trailer Number Plate');
    expect(text).not.toContain('Registration number');
  });

  it("renders pages of the browser's own booking as the layout with the loading screen", async () => {
    for (const path of ['/payment', '/success', '/track']) {
      const html = await renderPage({ path, storefront, locale: 'en' });
      expect(html).toContain('data-page-loading');
      expect(textOf(html)).toContain('Loading, please wait');
    }
  });

  it("renders the payment page's header above its loading screen, in Hindi when asked", async () => {
    // The header is the page's largest text: with it in the HTML, the page paints at once.
    const english = textOf(await renderPage({ path: '/payment', storefront, locale: 'en' }));
    expect(english).toContain(
      'My Booking Details Step 3 of 3: check your order, pay by UPI and submit the transaction number. Loading, please wait',
    );
    const hindi = textOf(await renderPage({ path: '/payment', storefront, locale: 'hi' }));
    expect(hindi).toContain('मेरी बुकिंग का विवरण');
    expect(hindi).not.toContain('My Booking Details');
  });

  it('renders pages in different languages at the same time, each as it would alone', async () => {
    const pages = [
      { path: '/', storefront: withPlatePrice(749), locale: 'en' },
      { path: '/', storefront: withPlatePrice(799), locale: 'hi' },
      { path: '/', storefront: { ...storefront, siteMode: 'pm' }, locale: 'en' },
      { path: '/about', storefront, locale: 'hi' },
      { path: '/bookyourservice', storefront, locale: 'en' },
    ] as const;
    // Started together: each render waits for lazy pages, so their work interleaves.
    const together = await Promise.all(pages.map((page) => renderPage(page)));
    const [english, hindi, movers, about, booking] = together.map(textOf);
    expect(english).toContain('From ₹749');
    expect(english).toContain('Book your HSRP number plate online');
    expect(hindi).toContain('₹799');
    expect(hindi).toContain('अपनी HSRP नंबर प्लेट ऑनलाइन बुक करें');
    expect(hindi).not.toContain('Book your HSRP number plate online');
    expect(movers).toContain('Packers and movers');
    expect(about).toContain('हमारे बारे में');
    expect(booking).toContain('Choose a service');
    for (const [index, page] of pages.entries()) {
      expect(together[index]).toBe(await renderPage(page));
    }
  });
});
