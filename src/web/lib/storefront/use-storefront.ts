import { useStore } from '@nanostores/react';
import { useContext } from 'react';
import type { SiteInfo } from '#shared/site/site-info.ts';
import { DEFAULT_SITE_MODE, type SiteMode } from '#shared/site/site-mode.ts';
import { StorefrontContext } from './storefront-context.ts';
import {
  retryStorefront,
  type StorefrontState,
  siteInfoOf,
  siteModeOf,
} from './storefront-store.ts';

/** The live storefront (prices, payment options, site mode, site info). */
export function useStorefront(): StorefrontState & { retry: () => void } {
  return { ...useStore(useContext(StorefrontContext)), retry: retryStorefront };
}

/** Which home page customers see ("hsrp" or "pm"), following an admin's toggle live. */
export function useSiteMode(): { mode: SiteMode; loading: boolean } {
  const mode = useStore(siteModeOf(useContext(StorefrontContext)));
  return { mode: mode ?? DEFAULT_SITE_MODE, loading: mode === null };
}

/** The business's name, phones, e-mail and address, following an admin's edits live. */
export function useSiteInfo(): SiteInfo {
  return useStore(siteInfoOf(useContext(StorefrontContext)));
}
