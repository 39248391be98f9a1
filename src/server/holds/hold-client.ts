import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HOLD_CLIENT_KEY } from '../db/setting-keys';
import { clientAddressKey } from '../rate-limit/client-address';
import { getSetting } from '../repositories/settings.repository';

const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/**
 * The random key client addresses are hashed with: made once per database (the first instance
 * to need it writes it; the others read the same row) and kept in memory after.
 */
function holdClientKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const now = new Date().toISOString();
      await db
        .insertInto('settings')
        .values({
          key: HOLD_CLIENT_KEY,
          value: randomBytes(32).toString('base64'),
          updatedAt: now,
          updatedBy: 'server',
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const stored = await getSetting(db, HOLD_CLIENT_KEY);
      if (!stored) throw new Error('the hold client key was not stored');
      return Buffer.from(stored, 'base64');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * What an open hold keeps of the client's address: a keyed hash of the part per-address limits
 * count under (an IPv6 /64 counts as one), never the address itself. Cleared when the hold ends.
 */
export async function holdClientHash(db: Kysely<Database>, ip: string): Promise<string> {
  const key = await holdClientKey(db);
  return createHmac('sha256', key).update(clientAddressKey(ip)).digest('base64url');
}
