import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '#server/testing/server-process.ts';

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
 * Playwright's test, on a server of its worker's own (the built app on a fresh SQLite folder, so
 * workers run side by side), whose pages wait after each load until they are interactive (those of
 * contexts a test opens itself too, unless JavaScript is off there), and failing any test whose
 * pages log a hydration mismatch or a blocked inline script (decision 0029).
 */
export const test = base.extend<
  { hydrationGuard: undefined },
  { interactiveContexts: undefined; appServer: ServerProcess }
>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it.
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-e2e-'));
      const server = await startServerProcess(
        dataDir,
        {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          // The admin tests sign in with a password alone; two-factor.spec.ts enrols an account
          // of its own, and an enrolled account needs its code whatever this says.
          ADMIN_TWO_FACTOR: 'optional',
        },
        60_000,
        { built: true },
      );
      // Read by the helpers that open the server's own SQLite file (support/app-db.ts).
      process.env.E2E_DATA_DIR = dataDir;
      await use(server);
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
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
