import { DEFAULT_SITE_MODE, parseSiteMode, type SiteMode } from '@shared/site/site-mode';
import { followStorefront } from '@/features/storefront/follow-storefront';
import { parseEmbeddedJson } from '@/lib/embedded-json';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';

export interface SiteModeState {
  mode: SiteMode;
  /** True until the first live result, unless the page or an earlier visit gave a value. */
  loading: boolean;
}

// Spec section 3: the mode is cached in the browser's local storage under this key.
const STORAGE_KEY = 'siteMode';

function readCachedMode(): SiteMode | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw === null ? null : parseSiteMode(raw);
  } catch {
    return null; // Storage blocked: nothing cached.
  }
}

function cacheMode(mode: SiteMode) {
  try {
    window.localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Without storage the next visit waits for the live value instead.
  }
}

/** The mode the server wrote into the page (`<script id="site-mode">`); null under the Vite dev server. */
function readEmbeddedMode(): SiteMode | null {
  const value = parseEmbeddedJson(document.getElementById('site-mode')?.textContent);
  return value === null ? null : parseSiteMode(value);
}

/*
 * The page carries the current mode, so even a first visit renders the right home page at once; it
 * is cached too (spec section 3). Only without one in the page (the dev server) does the cached
 * mode serve, and with neither the page waits for the server's answer rather than flash the plate
 * home before switching to the movers page. Then the mode follows the live storefront stream.
 */
const embedded = readEmbeddedMode();
if (embedded) cacheMode(embedded);
const initial = embedded ?? readCachedMode();
const store: ExternalStore<SiteModeState> = createExternalStore(
  { mode: initial ?? DEFAULT_SITE_MODE, loading: initial === null },
  () => {
    let cancelled = false;
    if (store.get().loading) readModeOnce(() => cancelled);
    const stop = followStorefront((storefront) => {
      if (storefront.status === 'ready') {
        setState({ mode: storefront.storefront.siteMode, loading: false });
      } else if (storefront.status === 'error') {
        // On a failed stream the mode in hand (or the default) stays; only the wait ends.
        setState({ ...store.get(), loading: false });
      }
    });
    return () => {
      cancelled = true;
      stop();
    };
  },
  (a, b) => a.mode === b.mode && a.loading === b.loading,
);

function setState(next: SiteModeState) {
  if (store.set(next)) cacheMode(next.mode);
}

/** First visit only: one plain GET, so the page does not wait for the stream's code to load. */
function readModeOnce(isCancelled: () => boolean) {
  import('./read-site-mode')
    .then(({ readSiteMode }) => readSiteMode())
    .then((mode) => {
      // The stream may have answered first; its value is the newer one.
      if (!isCancelled() && store.get().loading) setState({ mode, loading: false });
    })
    .catch(() => undefined); // The stream still delivers (or ends the wait on failure).
}

export const subscribeToSiteMode = store.subscribe;
export const getSiteModeState = store.get;
