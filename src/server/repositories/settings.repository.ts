import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';

const settingValue = preparedQuery((db, p: { key: string }) =>
  db.selectFrom('settings').select('value').where('key', '=', p.key),
);

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const [row] = await settingValue(db, { key });
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
