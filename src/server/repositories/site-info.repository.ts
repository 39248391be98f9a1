import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { SITE_INFO_KEY } from '#server/db/setting-keys.ts';
import { DEFAULT_SITE_INFO, type SiteInfo } from '#shared/site/site-info.ts';
import { SiteInfoSchema } from '#shared/site/site-info-schema.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/**
 * The stored site info, with defaults for fields added after it was saved; the defaults if none is
 * stored (or it no longer fits the schema).
 */
export async function getSiteInfo(db: Kysely<Database>): Promise<SiteInfo> {
  const stored = await getSetting(db, SITE_INFO_KEY);
  if (!stored) return DEFAULT_SITE_INFO;
  const parsed = SiteInfoSchema.safeParse({ ...DEFAULT_SITE_INFO, ...JSON.parse(stored) });
  return parsed.success ? parsed.data : DEFAULT_SITE_INFO;
}

export async function saveSiteInfo(db: Kysely<Database>, info: SiteInfo, updatedBy: string) {
  await setSetting(db, SITE_INFO_KEY, JSON.stringify(info), updatedBy);
}
