import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { CANCELLATION_SETTINGS_KEY } from '#server/db/setting-keys.ts';
import {
  type CancellationSettings,
  CancellationSettingsSchema,
  DEFAULT_CANCELLATION_SETTINGS,
} from '#shared/refunds/cancellation-settings.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** The owner's cancellation cut-off and charge, or the defaults until the owner saves some. */
export async function getCancellationSettings(db: Kysely<Database>): Promise<CancellationSettings> {
  const stored = await getSetting(db, CANCELLATION_SETTINGS_KEY);
  if (!stored) return DEFAULT_CANCELLATION_SETTINGS;
  // A hand-edited value that no longer parses must not stop cancellations: defaults stand in.
  const parsed = CancellationSettingsSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : DEFAULT_CANCELLATION_SETTINGS;
}

export async function saveCancellationSettings(
  db: Kysely<Database>,
  settings: CancellationSettings,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, CANCELLATION_SETTINGS_KEY, JSON.stringify(settings), updatedBy, now);
}
