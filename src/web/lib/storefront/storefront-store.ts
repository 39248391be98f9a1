import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { DEFAULT_SITE_INFO, type SiteInfo } from '#shared/site/site-info.ts';
import { DEFAULT_SITE_MODE, parseSiteMode, type SiteMode } from '#shared/site/site-mode.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { inBrowser } from '../in-browser.ts';
import { afterHydration } from '../use-in-browser.ts';

export type StorefrontState =
  | { status: 'loading'; storefront: null }
  | { status: 'ready'; storefront: Storefront }
  | { status: 'error'; storefront: null };

/**
 * The storefront the server wrote into the page (`<script id="storefront">`, the same snapshot its
 * stream sends), so the first render needs no request. Not checked with zod, which stays out of the
 * entry: the server wrote it from its own records. Null under the Vite dev server.
 */
function readEmbeddedStorefront(): Storefront | null {
  try {
    const value = JSON.parse(document.getElementById('storefront')?.textContent ?? 'null');
    return typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

// The browser keeps the site mode in local storage under this key (docs/product.md#site-modes);
// it serves only where the page carries no storefront (the dev server).
const SITE_MODE_KEY = 'siteMode';

function readCachedSiteMode(): SiteMode | null {
  try {
    const cached = localStorage.getItem(SITE_MODE_KEY);
    return cached === null ? null : parseSiteMode(cached);
  } catch {
    return null; // Storage blocked: nothing cached.
  }
}

function cacheSiteMode(siteMode: SiteMode) {
  try {
    localStorage.setItem(SITE_MODE_KEY, siteMode);
  } catch {
    // Without storage a dev-server visit waits for the live value instead.
  }
}

function receive(storefront: Storefront) {
  $storefront.set({ status: 'ready', storefront });
  cacheSiteMode(storefront.siteMode);
}

const embedded = readEmbeddedStorefront();
const cachedSiteMode = embedded ? null : readCachedSiteMode();

/**
 * Everything live that customer pages show: what the page carried, then every snapshot of the
 * server's stream, which is open while anything listens (an admin edits prices, payees, site info
 * and the site mode while pages are open).
 */
export const $storefront = atom<StorefrontState>({ status: 'loading', storefront: null });
if (embedded) {
  $storefront.set({ status: 'ready', storefront: embedded });
  // Cached once the page is the browser's: local storage is a wait on the browser process, too
  // long for the app's first task (decision 0030).
  afterHydration(() => cacheSiteMode(embedded.siteMode));
}

/** The open stream's stop, once its code (and zod, which checks it) has loaded on demand. */
let following: Promise<() => void> | null = null;

function follow() {
  const { storefront } = $storefront.get();
  const shown = storefront ? JSON.stringify(storefront) : undefined;
  following = import('./storefront-stream.ts').then(({ followStorefrontStream }) =>
    followStorefrontStream(receive, fail, shown),
  );
  following.catch(fail);
}

function unfollow() {
  following?.then(
    (stop) => stop(),
    () => undefined, // Already reported by follow().
  );
  following = null;
}

onMount($storefront, () => {
  // A page the server renders carries its storefront and follows nothing.
  if (!inBrowser) return;
  follow();
  return unfollow;
});

function fail(error: unknown) {
  console.error('Pricing subscribe error', error);
  // A stale storefront is more useful than none; only a page with nothing yet shows the error.
  if ($storefront.value?.status !== 'ready') $storefront.set({ status: 'error', storefront: null });
}

/** After an error: start over (the "Try again" button of a page that follows the storefront). */
export function retryStorefront() {
  if (!following) return;
  unfollow();
  $storefront.set({ status: 'loading', storefront: null });
  follow();
}

const siteModes = new WeakMap<ReadableAtom<StorefrontState>, ReadableAtom<SiteMode | null>>();
const siteInfos = new WeakMap<ReadableAtom<StorefrontState>, ReadableAtom<SiteInfo>>();

/**
 * Which home page customers see; null while it is not known yet (a dev-server visit with nothing
 * cached), so the page waits rather than flash the plate home before the movers page. On a failed
 * stream the default serves. One store per storefront store (the tab's, or one server render's).
 */
export function siteModeOf(store: ReadableAtom<StorefrontState>): ReadableAtom<SiteMode | null> {
  let siteMode = siteModes.get(store);
  if (!siteMode) {
    siteMode = computed(
      store,
      ({ status, storefront }): SiteMode | null =>
        storefront?.siteMode ?? cachedSiteMode ?? (status === 'error' ? DEFAULT_SITE_MODE : null),
    );
    siteModes.set(store, siteMode);
  }
  return siteMode;
}

/** The business's name, phones, e-mail and address. */
export function siteInfoOf(store: ReadableAtom<StorefrontState>): ReadableAtom<SiteInfo> {
  let siteInfo = siteInfos.get(store);
  if (!siteInfo) {
    siteInfo = computed(store, ({ storefront }) => storefront?.siteInfo ?? DEFAULT_SITE_INFO);
    siteInfos.set(store, siteInfo);
  }
  return siteInfo;
}
