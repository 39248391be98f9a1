import http from 'node:http';
import { LOCALE_COOKIE, type Locale } from '#shared/site/locale.ts';
import { createAdmin, signInAsAdmin } from './support/admin.ts';
import { bookTwoWheelerPlate } from './support/booking-flow.ts';
import { expect, type Page, test } from './support/test.ts';

// The customer pages carry a style sheet of the customer code's classes only (src/web/styles.css);
// the admin area's sheet, with every class, comes with the admin code (app/admin-styles.css).

test.beforeAll(() => {
  createAdmin();
});

/**
 * The classes on this page that no loaded style sheet has a rule for. Tailwind writes a rule for
 * each class it finds in the code it scans, so a missing one is code its sheet did not scan.
 */
async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            styled.add((match[1] ?? '').replace(/\\(.)/g, '$1'));
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    // Names that select, not style: Tailwind's `group` marks a parent for `group-hover:` and
    // the like, and has no rule of its own.
    const markers = new Set(['group']);
    const used = new Set(
      Array.from(document.querySelectorAll('[class]')).flatMap((element) =>
        Array.from(element.classList),
      ),
    );
    return [...used].filter((name) => !styled.has(name) && !markers.has(name)).sort();
  });
}

const adminSheets = (page: Page) =>
  page.locator('link[rel="stylesheet"][href*="/assets/admin-routes-"]');

test('a customer page has a rule for every class it shows, without the admin area’s sheet', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Two Wheeler Number Plate' })).toBeVisible();
  expect(await unstyledClasses(page)).toEqual([]);
  await bookTwoWheelerPlate(page);
  await expect(page.getByLabel('Payment Transaction No.')).toBeVisible();
  expect(await unstyledClasses(page)).toEqual([]);
  await expect(adminSheets(page)).toHaveCount(0);
});

test('the admin area brings its own sheet, with a rule for every class it shows', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(adminSheets(page)).toHaveCount(1);
  expect(await unstyledClasses(page)).toEqual([]);
  await signInAsAdmin(page);
  expect(await unstyledClasses(page)).toEqual([]);
  await page.getByRole('link', { name: 'Bookings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  expect(await unstyledClasses(page)).toEqual([]);
});

/** The home page's answer as a browser in `locale` gets it: header and compressed body, in bytes. */
function homePageBytes(baseURL: string, locale: Locale): Promise<number> {
  const headers = { 'accept-encoding': 'br, gzip', cookie: `${LOCALE_COOKIE}=${locale}` };
  return new Promise((resolve, reject) => {
    http
      .get(new URL('/', baseURL), { headers }, (response) => {
        // Status line and headers as sent, each line ending in CRLF, then the blank line.
        const head = [
          `HTTP/1.1 ${response.statusCode} ${response.statusMessage}`,
          ...response.rawHeaders.flatMap((value, index, all) =>
            index % 2 === 0 ? [`${value}: ${all[index + 1]}`] : [],
          ),
        ];
        let bytes = head.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 2);
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

test('the home page’s answer fits the first round trip of a new connection, in English and Hindi', async ({
  baseURL,
}) => {
  // A server's first flight on a new connection is ten packets (RFC 6928), of 1,460 bytes each on
  // an ordinary link: a page that fits paints one round trip sooner on a phone's connection.
  const firstFlight = 10 * 1460;
  for (const locale of ['en', 'hi'] as const) {
    expect(await homePageBytes(baseURL ?? '', locale), locale).toBeLessThanOrEqual(firstFlight);
  }
});
