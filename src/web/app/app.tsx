import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { type ReactNode, StrictMode } from 'react';
import type { Language } from '#web/i18n/language.ts';
import { LanguageContext } from '#web/i18n/language-context.tsx';
import { BookingSelectionProvider } from '#web/lib/booking-selection/booking-selection-context.tsx';
import { StorefrontContext } from '#web/lib/storefront/storefront-context.ts';
import type { StorefrontState } from '#web/lib/storefront/storefront-store.ts';
import { AppRoutes } from './router.tsx';

export interface AppProps {
  Router: (props: { children: ReactNode }) => ReactNode;
  /** The tab's language store, or one server render's. */
  language: ReadableAtom<Language>;
  /** The tab's live storefront, or the one a server render was given. */
  storefront: ReadableAtom<StorefrontState>;
}

/**
 * The whole app inside a router: the browser's (main.tsx) or the server's (render-page.tsx).
 * One tree for both, so the browser hydrates exactly what the server rendered. Language and
 * storefront come in through context, so what one render sees is only what it was given.
 */
export function App({ Router, language, storefront }: AppProps) {
  return (
    <StrictMode>
      <LanguageContext value={useStore(language)}>
        <StorefrontContext value={storefront}>
          <BookingSelectionProvider>
            {/* Declarative mode, not the data router (decision 0017); it renders every navigation
                in a transition, so the current page stays up while the next page's chunk loads. */}
            <Router>
              <AppRoutes />
            </Router>
          </BookingSelectionProvider>
        </StorefrontContext>
      </LanguageContext>
    </StrictMode>
  );
}
