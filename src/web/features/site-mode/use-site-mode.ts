import { useSyncExternalStore } from 'react';
import { getSiteModeState, type SiteModeState, subscribeToSiteMode } from './site-mode-store';

/** Which home page customers see ("hsrp" or "pm"), following an admin's toggle live. */
export function useSiteMode(): SiteModeState {
  return useSyncExternalStore(subscribeToSiteMode, getSiteModeState);
}
