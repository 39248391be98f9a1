import type { ReactNode } from 'react';
import { useInBrowser } from '#web/lib/use-in-browser.ts';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * A page made of this browser's own state (the booking being paid, a tracked order): the server
 * sends the loading screen in its place, and the page renders once the browser has taken over.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : <LoadingScreen />;
}
