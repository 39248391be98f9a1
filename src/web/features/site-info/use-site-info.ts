import type { SiteInfo } from '@shared/site/site-info';
import { useSyncExternalStore } from 'react';
import { siteInfoStore } from './site-info-store';

/** The business's name, phones, e-mail and address, following an admin's edits live. */
export function useSiteInfo(): SiteInfo {
  return useSyncExternalStore(siteInfoStore.subscribe, siteInfoStore.get);
}
