import { DEFAULT_SITE_INFO, type SiteInfo } from '@shared/site/site-info';
import { followStorefront } from '@/features/storefront/follow-storefront';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { parseEmbeddedSiteInfo, sameSiteInfo } from './embedded-site-info';

/** The business's details: as embedded in the page, then as the live storefront says. */
export const siteInfoStore: ExternalStore<SiteInfo> = createExternalStore(
  parseEmbeddedSiteInfo(document.getElementById('site-info')?.textContent) ?? DEFAULT_SITE_INFO,
  () =>
    followStorefront((storefront) => {
      if (storefront.status === 'ready') siteInfoStore.set(storefront.storefront.siteInfo);
    }),
  sameSiteInfo,
);
