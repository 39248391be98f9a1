import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * What must never be logged in a browser test: React recovering from HTML that differs from what
 * the browser renders (src/web/main.tsx says so plainly), and an inline script the content security
 * policy blocked (the server's HTML must need none).
 */
const FORBIDDEN = [/hydrat/i, /Content Security Policy/i];

/**
 * Makes a page wait after each load until its content is interactive (`<html data-interactive>`,
 * src/web/components/layout/interactive-mark.tsx): a tap on the server's HTML before then does
 * nothing, as on a phone. A call that names its own `waitUntil` does not wait.
 */
function waitForInteractiveAfterLoads(page: Page) {
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
}

/**
 * Playwright's test, whose pages wait after each load until they are interactive (those of contexts
 * a test opens itself too, unless JavaScript is off there), and failing any test whose pages log a
 * hydration mismatch or a blocked inline script (decision 0029).
 */
export const test = base.extend<{ hydrationGuard: undefined }, { interactiveContexts: undefined }>({
  interactiveContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', waitForInteractiveAfterLoads);
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page }, use) => {
    waitForInteractiveAfterLoads(page);
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
