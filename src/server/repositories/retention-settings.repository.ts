import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { RETENTION_SETTINGS_KEY } from '#server/db/setting-keys.ts';
import {
  DEFAULT_RETENTION,
  type RetentionSettings,
  RetentionSettingsSchema,
} from '#shared/personal-data/retention.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** The owner's retention periods, or DEFAULT_RETENTION until set (or if a stored value is bad). */
export async function getRetentionSettings(db: Kysely<Database>): Promise<RetentionSettings> {
  const stored = await getSetting(db, RETENTION_SETTINGS_KEY);
  if (stored === undefined) return { ...DEFAULT_RETENTION };
  try {
    const parsed = RetentionSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : { ...DEFAULT_RETENTION };
  } catch {
    return { ...DEFAULT_RETENTION };
  }
}

export async function saveRetentionSettings(
  db: Kysely<Database>,
  settings: RetentionSettings,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, RETENTION_SETTINGS_KEY, JSON.stringify(settings), updatedBy, now);
}
