import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { SQLITE_FILE_NAME } from '#server/db/app-db.ts';
import { saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { saveSiteMode } from '#server/repositories/site-mode.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { LOCALE_COOKIE } from '#shared/site/locale.ts';
import type { PageRenderer, PageToRender } from '#shared/site/page-renderer.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

let t: TestApp;
let webRoot: string;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeEach(async () => {
  t = await createTestApp();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><script id="storefront" type="application/json">null</script>' +
      '</head><body></body></html>',
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(webRoot, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  app = await buildApp({ db: t.db, changes: t.changes, mail: t.mail, secrets: t.secrets, webRoot });
});
afterEach(async () => {
  await app.close();
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const embedded = (body: string): Storefront =>
  JSON.parse(
    /<script id="storefront" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null',
  );

describe('serving the web app', () => {
  it('sends every client-side route the page with the current storefront, never cached', async () => {
    for (const url of ['/', '/payment', '/admin/bookings?search=x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(embedded(res.body)).toEqual(
        (await app.inject({ method: 'GET', url: API_PATHS.storefront })).json(),
      );
      expect(embedded(res.body).siteInfo).toEqual(DEFAULT_SITE_INFO);
    }
  });

  it('embeds the current site mode, so a first visit opens the right home page at once', async () => {
    const siteMode = async () =>
      embedded((await app.inject({ method: 'GET', url: '/' })).body).siteMode;
    expect(await siteMode()).toBe('hsrp');
    await saveSiteMode(t.db.kysely, 'pm', 'test');
    await t.changes.publish('storefront');
    expect(await siteMode()).toBe('pm');
  });

  it('keeps a hostile business name from closing the script element', async () => {
    const name = '</script><script>alert(1)</script>';
    await saveSiteInfo(t.db.kysely, { ...DEFAULT_SITE_INFO, name }, 'test');
    await t.changes.publish('storefront');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(embedded(res.body).siteInfo.name).toBe(name);
  });

  it('caches hashed assets for a year, sends them precompressed, and never caches API answers', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const storefront = await app.inject({ method: 'GET', url: '/api/storefront' });
    expect(storefront.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});

const twoWheelerPlate = (storefront: Storefront) =>
  storefront.pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total;

/** Counts the queries an app sends; with `failing` set, each one fails as a lost database would. */
function countingDb() {
  const counter = { queries: 0, failing: false };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.queries += 1;
      if (counter.failing) throw new Error('the database is away');
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, db: { ...t.db, kysely: t.db.kysely.withPlugin(plugin) } };
}

describe('serving the storefront from memory', () => {
  it('sends a saved price on the next page and API answer', async () => {
    const headers = await signedInAdmin(t);
    expect(twoWheelerPlate(embedded((await app.inject({ method: 'GET', url: '/' })).body))).toBe(
      699,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.pricingFor({ service: 'TWO_WHEELER_PLATE', vehicleType: 'TWO_WHEELER' }),
      headers,
      payload: { targetTotal: 749, gstPct: 18, serviceCharge: 109 },
    });
    expect(saved.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/bookyourservice' });
    expect(twoWheelerPlate(embedded(page.body))).toBe(749);
    const api = await app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(twoWheelerPlate(api.json())).toBe(749);
  });

  it('reads the database once per change, not once per request', async () => {
    const { counter, db } = countingDb();
    const counted = await buildApp({
      db,
      changes: t.changes,
      mail: t.mail,
      secrets: t.secrets,
      webRoot,
    });
    try {
      await counted.inject({ method: 'GET', url: '/' });
      const afterFirst = counter.queries;
      expect(afterFirst).toBeGreaterThan(0);
      for (const url of ['/', '/about', '/payment', API_PATHS.storefront, '/', '/track']) {
        expect((await counted.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect(counter.queries).toBe(afterFirst);
      // A change is read once more (on PostgreSQL also once for NOTIFY's echo of it).
      await t.changes.publish('storefront');
      await counted.inject({ method: 'GET', url: '/' });
      expect(counter.queries).toBeGreaterThanOrEqual(afterFirst * 2);
    } finally {
      await counted.close();
    }
  });

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'notices a price written by another process into the SQLite file (the admin CLI, a browser test)',
    async () => {
      expect(twoWheelerPlate(embedded((await app.inject({ method: 'GET', url: '/' })).body))).toBe(
        699,
      );
      const other = new SQLite(path.join(t.dataDir ?? '', SQLITE_FILE_NAME));
      try {
        other
          .prepare("update pricing set target_total = 749 where service = 'TWO_WHEELER_PLATE'")
          .run();
      } finally {
        other.close();
      }
      expect(twoWheelerPlate(embedded((await app.inject({ method: 'GET', url: '/' })).body))).toBe(
        749,
      );
    },
  );

  it('answers 304 to a page or storefront the browser already has', async () => {
    for (const url of ['/', '/about', API_PATHS.storefront]) {
      const first = await app.inject({ method: 'GET', url });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('keeps sending the last good page and storefront when a reload fails, and logs it', async () => {
    const lines: string[] = [];
    const { counter, db } = countingDb();
    const logged = await buildApp({
      db,
      changes: t.changes,
      mail: t.mail,
      secrets: t.secrets,
      webRoot,
      logger: { level: 'error', stream: { write: (line) => lines.push(line) } },
    });
    try {
      const before = (await logged.inject({ method: 'GET', url: '/' })).body;
      await t.db.kysely
        .updateTable('pricing')
        .set({ targetTotal: 749 })
        .where('service', '=', 'TWO_WHEELER_PLATE')
        .execute();
      counter.failing = true;
      await t.changes.publish('storefront');
      const during = await logged.inject({ method: 'GET', url: '/' });
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before);
      expect(
        twoWheelerPlate((await logged.inject({ method: 'GET', url: API_PATHS.storefront })).json()),
      ).toBe(699);
      expect(lines.map((line) => JSON.parse(line).msg)).toContain(
        'storefront reload failed; serving the last one',
      );
      // Back again: the next change is served.
      counter.failing = false;
      await t.changes.publish('storefront');
      expect(
        twoWheelerPlate(embedded((await logged.inject({ method: 'GET', url: '/' })).body)),
      ).toBe(749);
    } finally {
      await logged.close();
    }
  });
});

describe('the request log', () => {
  it('writes one line per request, and none for the files of a page view', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: t.db,
      changes: t.changes,
      mail: t.mail,
      secrets: t.secrets,
      webRoot,
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    try {
      await logged.inject({ method: 'GET', url: '/' });
      await logged.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      await logged.inject({ method: 'GET', url: '/healthz' });
      await logged.inject({ method: 'GET', url: API_PATHS.storefront });
      await logged.inject({ method: 'GET', url: '/api/nowhere' });
      const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.req);
      expect(requests.map((line) => [line.msg, line.req.url, line.res.statusCode])).toEqual([
        ['request completed', '/', 200],
        ['request completed', API_PATHS.storefront, 200],
        ['request completed', '/api/nowhere', 404],
      ]);
      expect(requests[0].responseTime).toBeTypeOf('number');
    } finally {
      await logged.close();
    }
  });
});

describe('customer pages rendered on the server', () => {
  /** A renderer as the built web app's, writing down what it was asked. */
  function recordingRenderer(fail = false) {
    const calls: PageToRender[] = [];
    const renderPage: PageRenderer = async (page) => {
      calls.push(page);
      if (fail) throw new Error('render broke');
      const plate = page.storefront.pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total;
      return `<main>${page.locale} ${page.path} ${page.storefront.siteMode} ₹${plate}</main>`;
    };
    return { calls, renderPage };
  }

  async function appRendering(renderPage: PageRenderer, lines: string[] = []) {
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title>' +
        '<script id="storefront" type="application/json">null</script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    return buildApp({
      db: t.db,
      changes: t.changes,
      mail: t.mail,
      secrets: t.secrets,
      webRoot,
      renderPage,
      logger: { level: 'error', stream: { write: (line) => lines.push(line) } },
    });
  }

  it('sends each customer page rendered, in the language its cookie names', async () => {
    const { renderPage } = recordingRenderer();
    const rendering = await appRendering(renderPage);
    try {
      const english = await rendering.inject({ method: 'GET', url: '/bookyourservice?x=1' });
      expect(english.body).toContain('<html lang="en"><head>');
      expect(english.body).toContain(
        '<div id="root" data-locale="en"><main>en /bookyourservice hsrp ₹699</main></div>',
      );
      expect(english.headers.vary).toBe('cookie, accept-encoding');
      const hindi = await rendering.inject({
        method: 'GET',
        url: '/about',
        cookies: { [LOCALE_COOKIE]: 'hi' },
      });
      expect(hindi.body).toContain('<html lang="hi">');
      expect(hindi.body).toContain('<div id="root" data-locale="hi"><main>hi /about hsrp');
      expect(hindi.headers.etag).not.toBe(
        (await rendering.inject({ method: 'GET', url: '/about' })).headers.etag,
      );
      // Anything but Hindi is English.
      const odd = await rendering.inject({ method: 'GET', url: '/', cookies: { language: 'xx' } });
      expect(odd.body).toContain('data-locale="en"><main>en / hsrp');
    } finally {
      await rendering.close();
    }
  });

  it('sends a page compressed when the browser accepts it, with an ETag of its own', async () => {
    const { renderPage } = recordingRenderer();
    const rendering = await appRendering(renderPage);
    try {
      const plain = await rendering.inject({ method: 'GET', url: '/' });
      const br = await rendering.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const gzip = await rendering.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
      const again = await rendering.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await rendering.close();
    }
  });

  it('renders a page once per storefront version and language, and again after a change', async () => {
    const { calls, renderPage } = recordingRenderer();
    const rendering = await appRendering(renderPage);
    try {
      const pages = ['/', '/', '/about', '/', '/about'];
      await Promise.all(pages.map((url) => rendering.inject({ method: 'GET', url })));
      expect(calls.map((call) => call.path).sort()).toEqual(['/', '/about']);
      await saveSiteMode(t.db.kysely, 'pm', 'test');
      await t.changes.publish('storefront');
      const movers = await rendering.inject({ method: 'GET', url: '/' });
      expect(movers.body).toContain('<main>en / pm');
      expect(calls).toHaveLength(3);
    } finally {
      await rendering.close();
    }
  });

  it('leaves the admin area and unknown paths to the browser', async () => {
    const { calls, renderPage } = recordingRenderer();
    const rendering = await appRendering(renderPage);
    try {
      for (const url of ['/admin/login', '/admin', '/no-such-page']) {
        const page = await rendering.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
      }
      expect(calls).toEqual([]);
    } finally {
      await rendering.close();
    }
  });

  it('sends a page whose render failed unrendered, for the browser to render, and logs it', async () => {
    const lines: string[] = [];
    const { renderPage } = recordingRenderer(true);
    const rendering = await appRendering(renderPage, lines);
    try {
      const page = await rendering.inject({ method: 'GET', url: '/contact' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(embedded(page.body).siteMode).toBe('hsrp');
      const logged = lines.map((line) => JSON.parse(line));
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'page render failed', pagePath: '/contact' }),
      );
    } finally {
      await rendering.close();
    }
  });
});

describe('the page template', () => {
  it('answers pages with a policy that allows exactly its inline script and style sheet', async () => {
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.css'), 'main{margin:0}');
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><title>x</title>' +
        '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
        '<script id="storefront" type="application/json">null</script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    const served = await buildApp({
      db: t.db,
      changes: t.changes,
      mail: t.mail,
      secrets: t.secrets,
      webRoot,
    });
    try {
      const page = await served.inject({ method: 'GET', url: '/about' });
      const policy = page.headers['content-security-policy'] as string;
      const sources = (name: string) =>
        policy
          .split(';')
          .find((directive) => directive.startsWith(`${name} `))
          ?.split(' ')
          .slice(1);
      const hashOf = (text: string) =>
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const start = /<script type="module">(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
      expect(sources('script-src')).toEqual(["'self'", hashOf(start)]);
      expect(sources('style-src')).toEqual(["'self'", hashOf('main{margin:0}')]);
      expect(page.body).toContain('<style>main{margin:0}</style>');
    } finally {
      await served.close();
    }
  });
});
