import { startTransition, useEffect, useState } from 'react';

let hydrated = false;
const onHydrated: (() => void)[] = [];

/** The page is the browser's now: hydrated, or rendered by the browser with nothing to hydrate. */
export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  // In a task of their own, so they do not lengthen the one that finished hydrating.
  setTimeout(() => {
    for (const run of onHydrated.splice(0)) run();
  });
}

/** Runs `run` after the page has become the browser's, or at once if it has already. */
export function afterHydration(run: () => void) {
  if (hydrated) run();
  else onHydrated.push(run);
}

/**
 * False on the server and while React hydrates the server's HTML, true from then on (at once in a
 * component mounted later): what depends on this browser's own state (session storage, the
 * address's query) is read only then, so hydration sees what the server rendered. The switch is a
 * transition, so the page it brings renders in slices that leave the phone responsive.
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(hydrated);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}
