import type { ShownMoversClaims } from '#shared/site/movers-claims.ts';
import { useStorefront } from '#web/lib/storefront/use-storefront.ts';

/** The claims the owner confirmed as true, live; none while the storefront loads. */
export function useMoversClaims(): ShownMoversClaims {
  return useStorefront().storefront?.moversClaims ?? {};
}
