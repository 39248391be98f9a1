import { atom } from 'nanostores';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageRenderer } from '#shared/site/page-renderer.ts';
import { App } from '#web/app/app.tsx';
import { loadLanguage } from '#web/i18n/load-language.ts';
import type { StorefrontState } from '#web/lib/storefront/storefront-store.ts';

/**
 * A customer page's HTML, for the server to send inside `#root` (src/server/routes/web-app.routes.ts)
 * and the browser to hydrate (main.tsx): the same app, with the storefront and language the page
 * carries. Lazy pages are waited for, so the HTML is whole.
 *
 * A function of its inputs alone: the storefront and the language reach the app through context,
 * in stores of this render's own, so renders may run at the same time in different languages.
 */
export const renderPage: PageRenderer = async ({ path, storefront, locale }) => {
  const language = await loadLanguage(locale);
  const { prelude } = await prerender(
    <App
      Router={(props) => <StaticRouter location={path} {...props} />}
      language={atom(language)}
      storefront={atom<StorefrontState>({ status: 'ready', storefront })}
    />,
    // Every boundary in place, never sent apart to be swapped in by an inline script: the page
    // reads whole with JavaScript off, and the content security policy allows no inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};
