import type { Kysely } from 'kysely';
import { DEFAULT_SITE_INFO, type SiteInfo } from '../../shared/site/site-info';
import { SiteInfoSchema } from '../../shared/site/site-info-schema';
import type { Database } from '../db/schema';
import { SITE_INFO_KEY } from '../db/setting-keys';
import { getSetting, setSetting } from './settings.repository';

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
