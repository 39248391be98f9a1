import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { MOBILE_CODE_KEY } from '#server/db/setting-keys.ts';
import { serverKey } from '#server/repositories/server-keys.repository.ts';
import { MOBILE_CODE_RULES } from '#shared/mobile-codes/mobile-code-rules.ts';

/** A fresh code: 6 random digits, leading zeros kept. */
export function newMobileCode(): string {
  return String(randomInt(0, 10 ** MOBILE_CODE_RULES.digits)).padStart(
    MOBILE_CODE_RULES.digits,
    '0',
  );
}

/**
 * What is kept of a code: an HMAC under a random key of this database's settings, with the number
 * it was sent to. A million codes are tried in a moment, so a plain hash would give every code of
 * a leaked table back; without the key (kept apart from the table) the hash tells nothing.
 */
export async function mobileCodeHash(
  db: Kysely<Database>,
  phone: string,
  code: string,
): Promise<string> {
  const key = await serverKey(db, MOBILE_CODE_KEY);
  return createHmac('sha256', key).update(`${phone}:${code}`).digest('base64url');
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
