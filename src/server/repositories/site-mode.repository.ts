import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { SITE_MODE_KEY } from '#server/db/setting-keys.ts';
import { parseSiteMode, type SiteMode } from '#shared/site/site-mode.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** The stored home page mode; the plate site when none (or an unknown one) is stored. */
export async function getSiteMode(db: Kysely<Database>): Promise<SiteMode> {
  return parseSiteMode(await getSetting(db, SITE_MODE_KEY));
}

export async function saveSiteMode(db: Kysely<Database>, mode: SiteMode, updatedBy: string) {
  await setSetting(db, SITE_MODE_KEY, mode, updatedBy);
}
