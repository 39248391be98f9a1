import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { getSetting } from './settings.repository.ts';

const keys = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

/**
 * A random 256-bit key kept in the settings row `name`: made once per database (the first
 * instance to need it writes it; the others read the same row) and kept in memory after.
 */
export function serverKey(db: Kysely<Database>, name: string): Promise<Buffer> {
  let ofDb = keys.get(db);
  if (!ofDb) {
    ofDb = new Map();
    keys.set(db, ofDb);
  }
  let key = ofDb.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('settings')
        .values({
          key: name,
          value: randomBytes(32).toString('base64'),
          updatedAt: new Date().toISOString(),
          updatedBy: 'server',
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const stored = await getSetting(db, name);
      if (!stored) throw new Error(`the key ${name} was not stored`);
      return Buffer.from(stored, 'base64');
    })();
    key.catch(() => ofDb.delete(name));
    ofDb.set(name, key);
  }
  return key;
}
