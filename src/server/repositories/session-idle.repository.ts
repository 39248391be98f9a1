import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { SESSION_IDLE_KEY } from '#server/db/setting-keys.ts';
import { DEFAULT_IDLE_HOURS, SessionIdleSchema } from '#shared/admin/session-idle.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** The owner's idle hours, or DEFAULT_IDLE_HOURS until set (or if a hand-edited value is bad). */
export async function getIdleHours(db: Kysely<Database>): Promise<number> {
  const stored = await getSetting(db, SESSION_IDLE_KEY);
  const parsed = SessionIdleSchema.safeParse({ idleHours: Number(stored) });
  return stored !== undefined && parsed.success ? parsed.data.idleHours : DEFAULT_IDLE_HOURS;
}

export async function saveIdleHours(
  db: Kysely<Database>,
  idleHours: number,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, SESSION_IDLE_KEY, String(idleHours), updatedBy, now);
}
