import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HOLD_CLIENT_KEY } from '../db/setting-keys';
import { clientAddressKey } from '../rate-limit/client-address';
import { serverKey } from '../repositories/server-keys.repository';

/**
 * What an open hold keeps of the client's address: a keyed hash of the part per-address limits
 * count under (an IPv6 /64 counts as one), never the address itself. Cleared when the hold ends.
 */
export async function holdClientHash(db: Kysely<Database>, ip: string): Promise<string> {
  // One random key per database, so the hash means nothing outside it.
  const key = await serverKey(db, HOLD_CLIENT_KEY);
  return createHmac('sha256', key).update(clientAddressKey(ip)).digest('base64url');
}
