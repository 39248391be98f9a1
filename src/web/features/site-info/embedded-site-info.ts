import { DEFAULT_SITE_INFO, type SiteInfo } from '@shared/site/site-info';
import { parseEmbeddedJson } from '@/lib/embedded-json';

const FIELDS = Object.keys(DEFAULT_SITE_INFO) as (keyof SiteInfo)[];

/**
 * The site info the server wrote into the page (`<script id="site-info">`), so the first render
 * already shows the business's current details. Checked by hand, not with SiteInfoSchema: zod
 * stays out of the entry chunk, the server wrote it from its validated record, and the live
 * storefront (parsed with the schema) replaces it moments later. Null under the Vite dev server.
 */
export function parseEmbeddedSiteInfo(json: string | null | undefined): SiteInfo | null {
  const data = parseEmbeddedJson(json);
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const complete = FIELDS.every((field) => typeof record[field] === 'string' && record[field]);
  return complete ? (Object.fromEntries(FIELDS.map((f) => [f, record[f]])) as SiteInfo) : null;
}

export function sameSiteInfo(a: SiteInfo, b: SiteInfo): boolean {
  return FIELDS.every((field) => a[field] === b[field]);
}
