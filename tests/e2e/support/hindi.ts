import { LOCALE_COOKIE } from '#shared/site/locale.ts';
import type { BrowserContext } from './test.ts';

/**
 * A browser as the header's switch leaves it after choosing Hindi: kept in local storage, and
 * told to the server by a cookie, so pages come rendered in Hindi.
 */
export async function chooseHindiBeforeLoading(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  // Cookies do not name a port: this one reaches whichever worker's server the test uses.
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'hi', domain: '127.0.0.1', path: '/' }]);
}
