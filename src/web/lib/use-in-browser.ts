import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from the next render on
 * (at once on a page the browser renders itself): what depends on this browser's own state
 * (session storage, the address's query) is read only then, so hydration sees what the server
 * rendered and never warns.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
