import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { type Locale, parseLocale } from '#shared/site/locale.ts';
import { BASE_LOCALE } from '#shared/site/locales.ts';
import { App } from '#web/app/app.tsx';
import { $language, $onAdminPage, chosenLocale, showLanguage } from '#web/i18n/browser-language.ts';
import { BASE_LANGUAGE, type Language } from '#web/i18n/language.ts';
import {
  hasLocaleCookie,
  readStoredChoice,
  readStoredLocale,
  shareWithServer,
} from '#web/i18n/language-memory.ts';
import { loadLanguage } from '#web/i18n/load-language.ts';
import { $storefront } from '#web/lib/storefront/storefront-store.ts';
import { afterHydration, markHydrated } from '#web/lib/use-in-browser.ts';
import './styles.css';

/*
 * The browser's start, all of it: which language the tab starts in, hydrating the server's page
 * or rendering over it, and handing the customer's stored choice to the server afterwards.
 */

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <App Router={BrowserRouter} language={$language} storefront={$storefront} />;

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

/**
 * The language the server rendered this page in (`#root[data-locale]`, from the cookie), or null
 * for a page it sent empty (the admin area, the dev server). A rendered page says which language
 * it is, so the start reads neither local storage nor the cookie (decision 0030).
 */
const renderedIn: Locale | null = container.firstElementChild
  ? parseLocale(container.dataset.locale)
  : null;

/** Hydrates a page already in the tab's language; renders over any other. */
function start(language: Language) {
  showLanguage(language);
  if (renderedIn === $language.get().locale) hydrate(container as HTMLElement);
  else render(container as HTMLElement);
}

const wanted = renderedIn ?? readStoredLocale();
if (wanted === BASE_LOCALE) {
  start(BASE_LANGUAGE);
} else if ($onAdminPage.get()) {
  // The admin area is English, and starts at once; the customer's language follows for the pages
  // they go back to.
  start(BASE_LANGUAGE);
  loadLanguage(wanted).then(showLanguage, () => undefined);
} else {
  // Waits for the language's texts, so the first paint is not English. Should they fail to
  // download, English is rendered over the server's page, and nothing is hydrated.
  loadLanguage(wanted).then(start, () => start(BASE_LANGUAGE));
}

// Off the first task, which it would lengthen by reading the cookie and local storage: a browser
// without the cookie (a first visit, or a choice made before the cookie existed) gets it from
// local storage. When that is not the language this page came in, a reload lets the server render
// it (switching the page in place could reach a part still hydrating: a mismatch).
// A browser with neither gets no cookie: it has made no choice, and the server's default serves
// (a page a booking's mail opens then speaks the booking's language, features/tracking).
afterHydration(() => {
  if (hasLocaleCookie()) return;
  const stored = readStoredChoice();
  if (stored === null) return;
  shareWithServer(stored);
  // Blocked cookies would make a reload pointless, and endless.
  if (stored !== chosenLocale() && hasLocaleCookie()) window.location.reload();
});
