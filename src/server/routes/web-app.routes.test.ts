import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { DEFAULT_SITE_INFO } from '../../shared/site/site-info';
import type { Storefront } from '../../shared/storefront/storefront';
import { buildApp } from '../app';
import { saveSiteInfo } from '../repositories/site-info.repository';
import { saveSiteMode } from '../repositories/site-mode.repository';
import { createTestApp, type TestApp } from '../testing/test-app';

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
  app = await buildApp({ db: t.db, changes: t.changes, mail: t.mail, webRoot });
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
    expect(await siteMode()).toBe('pm');
  });

  it('keeps a hostile business name from closing the script element', async () => {
    const name = '</script><script>alert(1)</script>';
    await saveSiteInfo(t.db.kysely, { ...DEFAULT_SITE_INFO, name }, 'test');
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
    expect(storefront.headers['cache-control']).toBe('no-store');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});

describe('the request log', () => {
  it('writes one line per request, and none for the files of a page view', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: t.db,
      changes: t.changes,
      mail: t.mail,
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
