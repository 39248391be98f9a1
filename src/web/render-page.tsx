import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageRenderer, PageToRender } from '#shared/site/page-renderer.ts';
import { App } from '#web/app/app.tsx';
import { prepareLocale } from '#web/i18n/i18n.ts';
import { setChosenLocale } from '#web/i18n/locale.ts';
import { layoutMessages } from '#web/i18n/messages.ts';
import { $storefront } from '#web/lib/storefront/storefront-store.ts';

let rendering: Promise<unknown> = Promise.resolve();

/**
 * A customer page's HTML, for the server to send inside `#root` (src/server/routes/web-app.routes.ts)
 * and the browser to hydrate (main.tsx): the same app, with the storefront and language the page
 * carries. Lazy pages are waited for, so the HTML is whole.
 *
 * The app keeps the storefront and the language in module stores, as a browser tab does; renders
 * take turns, so each sees only its own. The server renders each page once per storefront version.
 */
export const renderPage: PageRenderer = (page) => {
  const html = rendering.then(() => renderAlone(page));
  rendering = html.catch(() => undefined);
  return html;
};

async function renderAlone({ path, storefront, locale }: PageToRender): Promise<string> {
  $storefront.set({ status: 'ready', storefront });
  setChosenLocale(locale, { remember: false });
  await prepareLocale(layoutMessages);
  const { prelude } = await prerender(
    <App Router={(props) => <StaticRouter location={path} {...props} />} />,
    // Every boundary in place, never sent apart to be swapped in by an inline script: the page
    // reads whole with JavaScript off, and the content security policy allows no inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
