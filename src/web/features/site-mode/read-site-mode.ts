import { API_PATHS } from '@shared/api-paths';
import { parseSiteMode, type SiteMode } from '@shared/site/site-mode';

/**
 * The site mode from one plain GET of the storefront, read without zod (the stream's parser) so a
 * first visit does not wait for that code. Its own small chunk: API_PATHS stays out of the entry.
 */
export async function readSiteMode(): Promise<SiteMode> {
  const response = await fetch(API_PATHS.storefront, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The storefront answered ${response.status}`);
  const storefront: { siteMode?: unknown } | null = await response.json();
  return parseSiteMode(storefront?.siteMode);
}
