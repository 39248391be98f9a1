import type { StorefrontState } from './storefront-store';

/**
 * For the stores every customer page uses (site mode, site info): calls `update` with the live
 * storefront now and on every change. The stream's module (and zod, which parses it) is imported
 * on demand so the customers' entry chunk stays small; the stream is shared with the payment page
 * and the admin toggle, so there is only ever one connection. Returns how to stop following.
 */
export function followStorefront(update: (state: StorefrontState) => void): () => void {
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  import('./storefront-store').then(
    ({ getStorefrontState, subscribeToStorefront }) => {
      if (cancelled) return;
      const notify = () => update(getStorefrontState());
      unsubscribe = subscribeToStorefront(notify);
      notify();
    },
    () => update({ status: 'error', storefront: null }),
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
