import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function setSetting(
  db: Kysely<Database>,
  key: string,
  value: string,
  updatedBy: string,
  now = new Date(),
): Promise<void> {
  const values = { key, value, updatedBy, updatedAt: now.toISOString() };
  await db
    .insertInto('settings')
    .values(values)
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}
