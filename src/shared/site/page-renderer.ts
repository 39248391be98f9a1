import type { Storefront } from '#shared/storefront/storefront.ts';
import type { Locale } from './locale.ts';

/** What the server knows of a customer page when it renders it. */
export interface PageToRender {
  /** The address's path, without its query: pages that read the query render in the browser. */
  path: string;
  storefront: Storefront;
  locale: Locale;
}

/**
 * Renders a customer page's HTML for `#root` (src/web/render-page.tsx, built into dist/ssr);
 * the server sends it inside the page and the browser hydrates it.
 */
export type PageRenderer = (page: PageToRender) => Promise<string>;
