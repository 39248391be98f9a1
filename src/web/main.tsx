import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { BookingSelectionProvider } from './features/booking/booking-selection-context';
import { prepareLocale } from './i18n/i18n';
import { layoutMessages } from './i18n/messages';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a mid-range phone stays responsive while it loads.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <BookingSelectionProvider>
          {/* Declarative mode, not the data router (decision 0017); it renders every navigation
              in a transition, so the current page stays up while the next page's chunk loads. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </BookingSelectionProvider>
      </StrictMode>,
    ),
  );
}

// A reader who chose Hindi waits for the Hindi texts, so the first paint is not English.
const localeReady = prepareLocale(layoutMessages);
if (localeReady) localeReady.then(() => render(container));
else render(container);
