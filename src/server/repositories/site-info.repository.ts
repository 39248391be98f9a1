import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { SITE_INFO_KEY } from '#server/db/setting-keys.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import {
  DEFAULT_SITE_INFO_SETTINGS,
  type SiteInfoSettings,
  SiteInfoSettingsSchema,
} from '#shared/site/site-info-settings-schema.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/**
 * The stored site info, with defaults for fields added after it was saved; the defaults if none is
 * stored (or it no longer fits the schema).
 */
export async function getSiteInfo(db: Kysely<Database>): Promise<SiteInfoSettings> {
  const stored = await getSetting(db, SITE_INFO_KEY);
  if (!stored) return DEFAULT_SITE_INFO_SETTINGS;
  const saved = JSON.parse(stored);
  const parsed = SiteInfoSettingsSchema.safeParse({
    ...DEFAULT_SITE_INFO_SETTINGS,
    ...saved,
    // A claim added after they were saved reads as unconfirmed, keeping the others.
    moversClaims: { ...DEFAULT_SITE_INFO_SETTINGS.moversClaims, ...saved?.moversClaims },
  });
  return parsed.success ? parsed.data : DEFAULT_SITE_INFO_SETTINGS;
}

/** Saves the site info; fields a caller leaves out (the public details alone) read as defaults. */
export async function saveSiteInfo(
  db: Kysely<Database>,
  info: SiteInfo | SiteInfoSettings,
  updatedBy: string,
) {
  await setSetting(db, SITE_INFO_KEY, JSON.stringify(info), updatedBy);
}
