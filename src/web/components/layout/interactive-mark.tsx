import { useEffect } from 'react';
import { markHydrated } from '#web/lib/use-in-browser.ts';

/**
 * Marks the page interactive (`<html data-interactive>`) once its content has hydrated, or
 * rendered where the server sent none: a tap on the server's HTML before then does nothing.
 * Placed beside the page, inside its Suspense boundary, so it commits with the page. Browser
 * tests wait for it after each load (tests/e2e/support/test.ts).
 */
export function InteractiveMark() {
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
