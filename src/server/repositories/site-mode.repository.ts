import type { Kysely } from 'kysely';
import { parseSiteMode, type SiteMode } from '../../shared/site/site-mode';
import type { Database } from '../db/schema';
import { SITE_MODE_KEY } from '../db/setting-keys';
import { getSetting, setSetting } from './settings.repository';

/** The stored home page mode; the plate site when none (or an unknown one) is stored. */
export async function getSiteMode(db: Kysely<Database>): Promise<SiteMode> {
  return parseSiteMode(await getSetting(db, SITE_MODE_KEY));
}

export async function saveSiteMode(db: Kysely<Database>, mode: SiteMode, updatedBy: string) {
  await setSetting(db, SITE_MODE_KEY, mode, updatedBy);
}
