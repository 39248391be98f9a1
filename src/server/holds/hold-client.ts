import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HOLD_CLIENT_KEY } from '#server/db/setting-keys.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import { serverKey } from '#server/repositories/server-keys.repository.ts';

/**
 * What an open hold keeps of the client's address: a keyed hash of the part per-address limits
 * count under (an IPv6 /64 counts as one), never the address itself. Cleared when the hold ends.
 */
export async function holdClientHash(db: Kysely<Database>, ip: string): Promise<string> {
  // One random key per database, so the hash means nothing outside it.
  const key = await serverKey(db, HOLD_CLIENT_KEY);
  return createHmac('sha256', key).update(clientAddressKey(ip)).digest('base64url');
}
