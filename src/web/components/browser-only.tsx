import { type ReactNode, useSyncExternalStore } from 'react';
import { LoadingScreen } from './loading-screen';

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

/**
 * A page made of this browser's own state (the booking being paid, a tracked order): the server
 * sends the loading screen in its place, and the page renders once the browser has taken over.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : <LoadingScreen />;
}
