import { useSyncExternalStore } from 'react';
import {
  getStorefrontState,
  retryStorefront,
  type StorefrontState,
  subscribeToStorefront,
} from './storefront-store';

/** The live storefront (prices, payment options, site mode), kept current by the server's stream. */
export function useStorefront(): StorefrontState & { retry: () => void } {
  const state = useSyncExternalStore(subscribeToStorefront, getStorefrontState);
  return { ...state, retry: retryStorefront };
}
