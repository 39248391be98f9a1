import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';

const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});
async function app(publicUrl?: string): Promise<TestApp> {
  const t = await createTestApp(publicUrl ? { mail: { publicUrl } } : {});
  apps.push(t);
  return t;
}

describe('security headers', () => {
  it.each([
    ['a JSON answer', 'GET', API_PATHS.storefront, 200],
    ['a refused request', 'POST', API_PATHS.bookings, 400],
    ['an unknown API path', 'GET', '/api/nothing-here', 404],
    ['an admin route without a session', 'GET', API_PATHS.admin.dashboard, 401],
  ] as const)('are on %s', async (_what, method, url, status) => {
    const t = await app();
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe(STRICT_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('leave HSTS out and keep plain-http requests working when the site is on http', async () => {
    const t = await app('http://127.0.0.1:3000');
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('add HSTS for a year and upgrade stray http requests when the site is on https', async () => {
    const t = await app('https://book.example.in');
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.storefront });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toBe(`${STRICT_CSP};upgrade-insecure-requests`);
  });

  it('are on the live SSE stream, which still streams', async () => {
    const t = await app();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}${API_PATHS.storefrontEvents}`, {
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(STRICT_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      while (reader && !received.includes('event: storefront')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
      expect(received).toContain('event: storefront\ndata: {');
    } finally {
      controller.abort();
    }
  });
});

describe("the app's page under this policy", () => {
  // script-src 'self' runs only script files; the page must not rely on anything inline.
  const page = fs.readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

  it('has no inline script: every script is a file or a JSON data block', () => {
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      const isData = /type="application\/json"/.test(attributes);
      const isFile = /\bsrc="/.test(attributes) && body.trim() === '';
      expect(isData || isFile, `inline script: ${attributes}`).toBe(true);
    }
  });

  it('has no inline style sheet, style attribute or event handler attribute', () => {
    expect(page).not.toMatch(/<style\b/);
    expect(page).not.toMatch(/\sstyle="/);
    expect(page).not.toMatch(/\son[a-z]+="/);
  });
});
