import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HOLD_SETTINGS_KEY } from '#server/db/setting-keys.ts';
import { getSetting, setSetting } from '#server/repositories/settings.repository.ts';
import {
  DEFAULT_HOLD_SETTINGS,
  type HoldSettings,
  HoldSettingsSchema,
} from '#shared/booking/hold-settings.ts';

/** The owner's hold settings, or the defaults until the owner saves some. */
export async function getHoldSettings(db: Kysely<Database>): Promise<HoldSettings> {
  const stored = await getSetting(db, HOLD_SETTINGS_KEY);
  if (!stored) return DEFAULT_HOLD_SETTINGS;
  // Saved through the same schema; a hand-edited value that no longer parses must not stop
  // bookings: the defaults stand in.
  const parsed = HoldSettingsSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : DEFAULT_HOLD_SETTINGS;
}

export async function saveHoldSettings(
  db: Kysely<Database>,
  settings: HoldSettings,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, HOLD_SETTINGS_KEY, JSON.stringify(settings), updatedBy, now);
}
