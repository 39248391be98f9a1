import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { TWO_FACTOR_FOR_STAFF_KEY } from '#server/db/setting-keys.ts';
import { getSetting, setSetting } from './settings.repository.ts';

/** Whether staff must have two-factor sign-in; off until the owner turns it on. */
export async function isTwoFactorRequiredForStaff(db: Kysely<Database>): Promise<boolean> {
  return (await getSetting(db, TWO_FACTOR_FOR_STAFF_KEY)) === 'true';
}

export async function saveTwoFactorRequiredForStaff(
  db: Kysely<Database>,
  required: boolean,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  await setSetting(db, TWO_FACTOR_FOR_STAFF_KEY, String(required), updatedBy, now);
}
