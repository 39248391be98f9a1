import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { saveSiteMode } from '#server/repositories/site-mode.repository.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { makeWebRoot } from '#server/testing/web-root.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_IMAGES,
  PREVIEW_WIDTH,
  previewPng,
  writePreviewImages,
} from './preview-image.ts';

let t: TestApp;
let webRoot: string;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeEach(async () => {
  t = await createTestApp();
  webRoot = makeWebRoot();
  app = await buildApp({ db: t.db, changes: t.changes, mail: t.mail, secrets: t.secrets, webRoot });
});
afterEach(async () => {
  await app.close();
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const CUSTOMER_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.about,
  PAGE_PATHS.contact,
  PAGE_PATHS.bookYourService,
  PAGE_PATHS.payment,
  PAGE_PATHS.track,
  ...Object.values(PAGE_PATHS.policies),
];

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page's head as a test reads it: the title, each meta tag's content, the JSON-LD. */
async function head(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const html = res.body;
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
    return found ? decode(found[1] ?? '') : undefined;
  };
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return {
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1],
    jsonLd: jsonLd ? JSON.parse(jsonLd) : undefined,
  };
}

describe('each customer page’s head, in the served HTML', () => {
  it('has its own title and description, in place of the built ones', async () => {
    const heads = await Promise.all(CUSTOMER_PAGES.map(head));
    for (const page of heads) {
      expect(page.title).toContain(DEFAULT_SITE_INFO.name);
      expect(page.meta('description')?.length).toBeGreaterThan(30);
      expect(page.html).not.toContain('Built title');
      expect(page.html).not.toContain('Built description');
      expect(page.html.match(/<title>/g)).toHaveLength(1);
    }
    expect(new Set(heads.map((page) => page.title)).size).toBe(CUSTOMER_PAGES.length);
    expect(new Set(heads.map((page) => page.meta('description'))).size).toBe(CUSTOMER_PAGES.length);
    expect((await head('/')).meta('description')).toContain('from ₹699');
  });

  it('carries a canonical address, Open Graph and Twitter tags with the preview picture', async () => {
    const about = await head(PAGE_PATHS.about);
    expect(about.canonical).toBe(`${TEST_PUBLIC_URL}/about`);
    expect(about.meta('og:url')).toBe(`${TEST_PUBLIC_URL}/about`);
    expect(about.meta('og:title')).toBe(about.title);
    expect(about.meta('og:description')).toBe(about.meta('description'));
    expect(about.meta('og:image')).toBe(`${TEST_PUBLIC_URL}${PREVIEW_IMAGES.plates.path}`);
    expect(about.meta('og:image:width')).toBe('1200');
    expect(about.meta('og:image:height')).toBe('630');
    expect(about.meta('twitter:card')).toBe('summary_large_image');
    expect(about.meta('twitter:image')).toBe(about.meta('og:image'));
    expect(about.meta('robots')).toBeUndefined();
    // Mid-booking pages preview, but stay out of search results.
    const payment = await head(PAGE_PATHS.payment);
    expect(payment.meta('robots')).toBe('noindex');
    expect(payment.canonical).toBeUndefined();
    expect(payment.meta('og:title')).toBe(payment.title);
  });

  it('describes the business and its services at today’s prices in JSON-LD', async () => {
    const before = (await head('/')).jsonLd;
    expect(before).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: DEFAULT_SITE_INFO.name,
      telephone: DEFAULT_SITE_INFO.phonecall,
      address: {
        '@type': 'PostalAddress',
        streetAddress: DEFAULT_SITE_INFO.address,
        postalCode: DEFAULT_SITE_INFO.postalCode,
        addressCountry: 'IN',
      },
    });
    const twoWheelerPlate = (jsonLd: { makesOffer: { name: string }[] }) =>
      jsonLd.makesOffer.find((offer) => offer.name === 'Two Wheeler Number Plate (Two Wheeler)');
    expect(twoWheelerPlate(before)).toMatchObject({
      '@type': 'Offer',
      price: 699,
      priceCurrency: 'INR',
      itemOffered: { '@type': 'Service', name: 'Two Wheeler Number Plate' },
    });
    // Every service for each vehicle type it is offered for.
    expect(before.makesOffer).toHaveLength(9);

    await t.db.kysely
      .updateTable('pricing')
      .set({ targetTotal: 749 })
      .where('service', '=', 'TWO_WHEELER_PLATE')
      .execute();
    await t.changes.publish('storefront');
    const after = await head(PAGE_PATHS.bookYourService);
    expect(twoWheelerPlate(after.jsonLd)).toMatchObject({ price: 749, priceCurrency: 'INR' });
  });

  it('describes the movers’ page as the home page in movers mode', async () => {
    await saveSiteMode(t.db.kysely, 'pm', 'test');
    await t.changes.publish('storefront');
    const home = await head('/');
    expect(home.title).toContain(DEFAULT_SITE_INFO.moversName);
    expect(home.jsonLd).toMatchObject({ '@type': 'MovingCompany', name: 'Packers and Movers' });
    expect(home.meta('og:image')).toBe(`${TEST_PUBLIC_URL}${PREVIEW_IMAGES.movers.path}`);
    expect((await head(PAGE_PATHS.about)).jsonLd['@type']).toBe('LocalBusiness');
  });

  it('keeps the admin area out of search engines and previews', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/bookings?search=x']) {
      const page = await head(url);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.meta('og:title')).toBeUndefined();
      expect(page.jsonLd).toBeUndefined();
      expect(page.canonical).toBeUndefined();
    }
  });

  it('escapes a hostile business name and address everywhere it goes', async () => {
    const name = `</script><script>alert(1)</script>"'><img src=x onerror=alert(2)> $& $'`;
    const address = `"><meta http-equiv="refresh" content="0;url=https://evil.example"> &amp;`;
    await saveSiteInfo(t.db.kysely, { ...DEFAULT_SITE_INFO, name, address }, 'test');
    await t.changes.publish('storefront');
    for (const url of ['/', PAGE_PATHS.contact, '/admin/login']) {
      const page = await head(url);
      expect(page.html).not.toContain('<script>alert');
      expect(page.html).not.toContain('<img src=x');
      expect(page.html).not.toContain('<meta http-equiv');
      expect(page.title).toContain(name);
    }
    const contact = await head(PAGE_PATHS.contact);
    expect(contact.meta('og:site_name')).toBe(name);
    expect(contact.meta('description')).toContain(address);
    expect(contact.jsonLd.name).toBe(name);
    expect(contact.jsonLd.address.streetAddress).toBe(address);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keep the admin area and the API out, and point at the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${TEST_PUBLIC_URL}/sitemap.xml\n`,
    );
  });

  it('list every indexed customer page at its address under PUBLIC_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      [
        PAGE_PATHS.home,
        PAGE_PATHS.about,
        PAGE_PATHS.contact,
        PAGE_PATHS.bookYourService,
        PAGE_PATHS.track,
        ...Object.values(PAGE_PATHS.policies),
      ].map((path) => `${TEST_PUBLIC_URL}${path}`),
    );
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });
});

describe('the link preview picture', () => {
  it('is a 1200 × 630 PNG, the same bytes each time it is made', async () => {
    for (const kind of ['plates', 'movers'] as const) {
      const png = await previewPng(kind);
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({
        format: 'png',
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
      });
      expect((await previewPng(kind)).equals(png)).toBe(true);
    }
  });

  it('is written into the web folder by the build and served at the address the pages name', async () => {
    await writePreviewImages(webRoot);
    const page = await head(PAGE_PATHS.about);
    const imageUrl = new URL(page.meta('og:image') ?? '');
    const res = await app.inject({ method: 'GET', url: imageUrl.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });
});
