import { type ReactNode, StrictMode } from 'react';
import { BookingSelectionProvider } from '#web/lib/booking-selection/booking-selection-context.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app inside a router: the browser's (main.tsx) or the server's (render-page.tsx).
 * One tree for both, so the browser hydrates exactly what the server rendered.
 */
export function App({ Router }: { Router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <BookingSelectionProvider>
        {/* Declarative mode, not the data router (decision 0017); it renders every navigation
            in a transition, so the current page stays up while the next page's chunk loads. */}
        <Router>
          <AppRoutes />
        </Router>
      </BookingSelectionProvider>
    </StrictMode>
  );
}
