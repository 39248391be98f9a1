import { API_PATHS } from '../../../shared/api-paths';
import { DEFAULT_SITE_MODE, parseSiteMode, type SiteMode } from '../../../shared/site/site-mode';

export interface SiteModeState {
  mode: SiteMode;
  /** True until the first live result, unless a value cached by an earlier visit exists. */
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

/*
 * A cached mode renders at once (the cache exists for that); only a first visit waits for the
 * server's answer, so it does not flash the plate home before switching to the movers page.
 */
const cached = readCachedMode();
let state: SiteModeState = { mode: cached ?? DEFAULT_SITE_MODE, loading: cached === null };
const listeners = new Set<() => void>();
let stopFollowing: (() => void) | null = null;

function setState(next: SiteModeState) {
  if (next.mode === state.mode && next.loading === state.loading) return;
  state = next;
  cacheMode(next.mode);
  for (const listener of listeners) listener();
}

/** First visit only: one plain GET, so the page does not wait for the stream's code to load. */
function readModeOnce(isCancelled: () => boolean) {
  fetch(API_PATHS.storefront, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
    .then((storefront: { siteMode?: unknown } | null) => {
      // The stream may have answered first; its value is the newer one.
      if (!isCancelled() && state.loading) {
        setState({ mode: parseSiteMode(storefront?.siteMode), loading: false });
      }
    })
    .catch(() => undefined); // The stream below still delivers (or ends the wait on failure).
}

/*
 * Then the mode follows the live storefront stream. Its module (and zod, which parses it) is
 * imported on demand so the customers' entry chunk stays small; the stream is shared with the
 * payment page and the admin toggle, so there is only ever one connection.
 */
function follow() {
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  if (state.loading) readModeOnce(() => cancelled);
  import('../storefront/storefront-store').then(
    ({ getStorefrontState, subscribeToStorefront }) => {
      if (cancelled) return;
      const update = () => {
        const current = getStorefrontState();
        if (current.status === 'ready') {
          setState({ mode: current.storefront.siteMode, loading: false });
        } else if (current.status === 'error') {
          // On a failed stream the cached or default mode stays; only the wait ends.
          setState({ ...state, loading: false });
        }
      };
      unsubscribe = subscribeToStorefront(update);
      update();
    },
    () => setState({ ...state, loading: false }),
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

export function subscribeToSiteMode(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) stopFollowing = follow();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopFollowing?.();
      stopFollowing = null;
    }
  };
}

export function getSiteModeState(): SiteModeState {
  return state;
}
