import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * What a client navigation does besides showing the page: the tab takes the title the server
 * writes for that path, and the page starts at the top (docs/product.md#pages-and-navigation).
 */
export function RouteChange() {
  const { pathname, hash } = useLocation();

  // The server embeds its customer pages' titles by path (`<script id="titles">`, from the table
  // in page-meta.ts), so the browser holds no titles of its own. Rendered before the page, so a
  // page that titles itself in an effect (the movers page, in the customer's language) wins. The
  // admin area and the Vite dev server have none: the tab keeps the title the page came with.
  useEffect(() => {
    const title = JSON.parse(document.getElementById('titles')?.textContent ?? '{}')[pathname];
    if (title) document.title = title;
  }, [pathname]);

  // A #hash scrolls to its section instead of the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}
