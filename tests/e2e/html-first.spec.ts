import fs from 'node:fs';
import path from 'node:path';
import { formatIndiaDate } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { DEFAULT_PRICING_SETTINGS } from '#shared/pricing/price.ts';
import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import { LOCALE_COOKIE } from '#shared/site/locale.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import { createAdmin, restoreSharedSettings, setSiteMode } from './support/admin.ts';
import { bookTwoWheelerPlate, transactionNumber } from './support/booking-flow.ts';
import { chooseHindiBeforeLoading } from './support/hindi.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

// Customer pages come from the server as HTML, which the browser then hydrates (decision 0029).

test.beforeAll(() => {
  createAdmin();
});

test.afterEach(async ({ baseURL }) => {
  if (baseURL) await restoreSharedSettings(baseURL);
});

const SERVICE_TITLES = [
  'HSRP with colour sticker',
  'Two Wheeler Number Plate',
  'Four Wheeler Number Plate',
  'Only Color Stickers',
  'Electric Vehicle Number Plate',
  'Tractor & Trailer Number Plate',
];
const twoWheelerFrom = `From ${formatRupees(DEFAULT_PRICING_SETTINGS.TWO_WHEELER.targetTotal)}`;
const fourWheelerFrom = `From ${formatRupees(DEFAULT_PRICING_SETTINGS.FOUR_WHEELER.targetTotal)}`;

/** A phone with JavaScript turned off (or a link preview, or a search engine's first look). */
async function withoutJavaScript(browser: Browser, { hindi = false } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (hindi) await chooseHindiBeforeLoading(context);
  return context.newPage();
}

async function expectServiceGrid(page: Page) {
  for (const title of SERVICE_TITLES) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(twoWheelerFrom).first()).toBeVisible();
  await expect(page.getByText(fourWheelerFrom).first()).toBeVisible();
}

test('with JavaScript off, the plate home page, About, Contact and the service grid read whole', async ({
  browser,
}) => {
  const page = await withoutJavaScript(browser);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Book your HSRP/ })).toBeVisible();
  await expectServiceGrid(page);
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(DEFAULT_SITE_INFO.email);
  await expect(page.getByRole('status')).toHaveCount(0);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(DEFAULT_SITE_INFO.addressCity);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(DEFAULT_SITE_INFO.email);
  await expect(page.getByRole('textbox').first()).toBeVisible();

  await page.goto('/bookyourservice');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Service' })).toBeVisible();
  await expectServiceGrid(page);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('with JavaScript off, the movers home page reads whole, with the movers business name', async ({
  browser,
  baseURL,
}) => {
  await setSiteMode(baseURL ?? '', 'pm');
  const page = await withoutJavaScript(browser);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Packers and movers/ })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(DEFAULT_SITE_INFO.moversName);
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await expect(page.getByRole('heading', { name: SERVICE_TITLES[0] })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a customer who chose Hindi gets the page in Hindi from the server, and it hydrates', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The server renders in the language the browser's cookie names: no English first, no mismatch.
  const served = await page.request.get('/about');
  expect(await served.text()).toContain('<html lang="hi"');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
  await page.getByRole('link', { name: 'संपर्क' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('हमारे बारे में');

  // With JavaScript off too.
  const still = await withoutJavaScript(browser, { hindi: true });
  await still.goto('/bookyourservice');
  await expect(still.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(still.getByRole('heading', { level: 1, name: 'अपनी सेवा बुक करें' })).toBeVisible();
});

test('a reader whose Hindi choice predates the cookie gets Hindi from the server, after one reload', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
  expect(await (await page.request.get('/about')).text()).toContain('<html lang="hi"');
});

test('the page comes painted before its JavaScript, which is fetched once the page is painted', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<div id="root" data-locale="en"><div class="flex min-h-dvh/);
  // The style sheet is inside the page; the one script it runs starts the app after the paint.
  expect(home).toMatch(/<style>\/\*! tailwindcss/);
  expect(home).not.toContain('rel="stylesheet"');
  // So is the icon: its own request shared the first paint's round trips.
  expect(home).toContain('<link rel="icon" href="data:image/svg+xml,%3Csvg');
  const inlineScripts = home.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[^<]*/g);
  expect(inlineScripts).toEqual([
    expect.stringMatching(
      /^<script type="module">const start=\(\)=>import\("\/assets\/index-[\w-]+\.js"\);/,
    ),
  ]);
  // Pages of this browser's own booking come as the layout with the loading screen (the payment
  // page with its header above it).
  const payment = await (await request.get('/payment')).text();
  expect(payment).toContain('data-page-loading');
  expect(payment).toContain(
    '<h1 class="font-bold text-2xl tracking-tight sm:text-3xl">My Booking Details</h1>',
  );
  // The admin area is rendered by the browser alone.
  const admin = await (await request.get('/admin/login')).text();
  expect(admin).toContain('<div id="root"></div>');
});

test("a rendered page fetches the app's script only once its first contentful paint is on screen", async ({
  page,
}) => {
  await page.goto('/bookyourservice');
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    fetched: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(timing.painted).toBeDefined();
  expect(timing.fetched).toBeGreaterThan(timing.painted ?? Number.POSITIVE_INFINITY);
});

/** The built scripts this page has run that carry zod (read from dist/web, as served). */
async function scriptsWithZod(page: Page) {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  const withZod = scripts.filter((script) =>
    fs.readFileSync(path.join('dist/web', script), 'utf8').includes('`$ZodType`'),
  );
  return { scripts, withZod };
}

test('the home page runs no validation code while its storefront is unchanged, and loads it for a change', async ({
  page,
  baseURL,
}) => {
  // Evaluating zod is a long task on a phone; the stream's first snapshot is the page's own.
  const streamOpened = page.waitForResponse(`**${PUBLIC_API_PATHS.storefrontEvents}`);
  await page.goto('/');
  await streamOpened;
  // The app's stream has had its first snapshot once a second reader of the stream has had one.
  await page.evaluate(
    (url) =>
      new Promise((resolve) => {
        const events = new EventSource(url);
        events.addEventListener('storefront', () => resolve(events.close()), { once: true });
      }),
    PUBLIC_API_PATHS.storefrontEvents,
  );
  const unchanged = await scriptsWithZod(page);
  expect(unchanged.scripts.some((script) => script.includes('storefront-stream'))).toBe(true);
  expect(unchanged.withZod).toEqual([]);

  await setSiteMode(baseURL ?? '', 'pm');
  await expect(page.getByRole('heading', { level: 1, name: /Packers and movers/ })).toBeVisible();
  expect((await scriptsWithZod(page)).withZod).not.toEqual([]);
});

test('the way home → form → payment → order page formats prices, days and times without Intl, whose locale data is a long task', async ({
  page,
}) => {
  // Counts every use of the browser's locale formatting; the shown texts are checked elsewhere.
  await page.addInitScript(() => {
    const counted = window as unknown as { intlUses: string[] };
    counted.intlUses = [];
    const count = (name: string) => counted.intlUses.push(name);
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator'] as const) {
      const Original = Intl[name];
      Object.defineProperty(Intl, name, {
        value: new Proxy(Original, {
          construct(target, args) {
            count(name);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            count(name);
            return Reflect.apply(target, self, args);
          },
        }),
      });
    }
    for (const [owner, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const original = owner[method as keyof typeof owner] as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, method, {
        value(this: unknown, ...args: unknown[]) {
          count(method);
          return original.apply(this, args);
        },
      });
    }
  });
  const intlUses = () =>
    page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);
  const { day } = await bookTwoWheelerPlate(page);
  await expect(page.getByRole('main')).toContainText(formatRupees(699));
  await expect(page.getByRole('main')).toContainText(day.slice(8).replace(/^0/, ''));
  expect(await intlUses()).toEqual([]);
  // On to the order's own page, the one the customer's mail links to: its dates and times too.
  await page.getByLabel('Payment Transaction No.').fill(transactionNumber());
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(formatIndiaDate(new Date().toISOString()));
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(/\d:\d\d [ap]m/);
  expect(await intlUses()).toEqual([]);
});

test('a rendered page starts without reading local storage or cookies, and gives a browser that never chose a language no cookie', async ({
  page,
}) => {
  // Each is a wait on the browser process; the page says its own language. Records every access
  // made before the page is interactive.
  await page.addInitScript(() => {
    const early: string[] = [];
    (window as unknown as { earlyAccesses: string[] }).earlyAccesses = early;
    const note = (what: string) => {
      if (!document.documentElement.hasAttribute('data-interactive')) early.push(what);
    };
    for (const method of ['getItem', 'setItem'] as const) {
      const original = Storage.prototype[method] as (...args: string[]) => unknown;
      Storage.prototype[method] = function (this: Storage, ...args: string[]) {
        if (this === window.localStorage) note(`localStorage.${method}(${args[0]})`);
        return original.apply(this, args);
      } as never;
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      get() {
        note('document.cookie');
        return cookie?.get?.call(this);
      },
      set(value: string) {
        note('document.cookie =');
        cookie?.set?.call(this, value);
      },
    });
  });
  await page.goto('/bookyourservice');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  expect(
    await page.evaluate(() => (window as unknown as { earlyAccesses: string[] }).earlyAccesses),
  ).toEqual([]);
  // Afterwards the page caches the site mode (decision 0030). A browser that never chose a
  // language gets no cookie: the server's default serves it, and a booking's mail link may open
  // in the booking's language (an earlier choice is handed over: the test before this one).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('siteMode'))).toBe('hsrp');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(LOCALE_COOKIE);
});
