import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '#web/app/app.tsx';
import { prepareLocale } from '#web/i18n/i18n.ts';
import { $locale, shareStoredChoice } from '#web/i18n/locale.ts';
import { layoutMessages } from '#web/i18n/messages.ts';
import { afterHydration, markHydrated } from '#web/lib/use-in-browser.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <App Router={BrowserRouter} />;

/** Takes over the page the server rendered (customer pages; render-page.tsx). */
function hydrate(root: HTMLElement) {
  // As a transition, hydration yields to the browser every few milliseconds (as the first render
  // below does): the page is painted already, and a mid-range phone stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => {
        // A page that failed on its own (its code did not download) is its error boundary's to
        // show; React names that failure as the cause.
        if (error instanceof Error && error.cause) return;
        // Said plainly, so the browser tests fail on it: React recovered by rendering again.
        console.error('Hydration mismatch: the page was rendered again in the browser.', error);
      },
    });
  });
}

/** Renders a page the server sent empty (the admin area) or in another language. */
function render(root: HTMLElement) {
  markHydrated();
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a mid-range phone stays responsive while it loads.
  startTransition(() => reactRoot.render(app));
}

/** The language the server rendered in; none when it sent the page empty. */
const renderedIn = container.firstElementChild ? container.dataset.locale : undefined;

function start(root: HTMLElement) {
  if (renderedIn === $locale.get()) hydrate(root);
  else render(root);
}

// A reader who chose Hindi waits for the Hindi texts, so the first paint is not English. (Should
// they fail to download, English is rendered over the server's Hindi, and nothing is hydrated.)
const localeReady = prepareLocale(layoutMessages);
if (localeReady) localeReady.then(() => start(container));
else start(container);

// Off the first task, which it would lengthen by reading the cookie and local storage. A Hindi
// choice made before the cookie existed is shown by the server from the reload on (switching the
// page in place could reach a part still hydrating: a mismatch).
afterHydration(() => {
  if (shareStoredChoice()) window.location.reload();
});
