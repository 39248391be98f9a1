import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * What must never be logged in a browser test: React recovering from HTML that differs from what
 * the browser renders (src/web/main.tsx says so plainly), and an inline script the content security
 * policy blocked (the server's HTML must need none).
 */
const FORBIDDEN = [/hydrat/i, /Content Security Policy/i];

/**
 * Playwright's test, whose page waits after each load until the server's HTML is hydrated (a tap
 * before that does nothing, as on a phone; a test that names its own `waitUntil` does not wait),
 * and failing any test whose pages log a hydration
 * mismatch (issue 23).
 */
export const test = base.extend<{ hydrationGuard: undefined }>({
  page: async ({ page }, use) => {
    const interactive = () => page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await interactive();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await interactive();
      return response;
    };
    await use(page);
  },
  hydrationGuard: [
    async ({ context }, use) => {
      const logged: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && FORBIDDEN.some((pattern) => pattern.test(text))) {
          logged.push(`${message.location().url}: ${text}`);
        }
      });
      context.on('weberror', (error) => {
        if (FORBIDDEN.some((pattern) => pattern.test(error.error().message))) {
          logged.push(error.error().message);
        }
      });
      await use(undefined);
      expect(logged, 'hydration mismatches or blocked inline scripts').toEqual([]);
    },
    { auto: true },
  ],
});
