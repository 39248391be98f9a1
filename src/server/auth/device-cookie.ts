import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { DEVICE_COOKIE_KEY } from '#server/db/setting-keys.ts';
import { serverKey } from '#server/repositories/server-keys.repository.ts';

/** How long a browser that signed in keeps its own sign-in allowance without signing in again. */
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account gets one, naming the account. Its sign-ins then count toward a
 * limit of its own instead of the account's ceiling for everyone else, so strangers' guesses
 * spread over many addresses lock the account against strangers only. It opens nothing by itself:
 * the password (and code) are still asked. Signed with a per-database key, so it cannot be made
 * up, and bound to the e-mail, so it helps with no other account.
 */
export async function newDeviceCookie(db: Kysely<Database>, email: string): Promise<string> {
  const deviceId = randomBytes(16).toString('base64url');
  return `${deviceId}.${await signature(db, email, deviceId)}`;
}

/** The device's id when `cookie` is a device cookie this server gave for `email`. */
export async function trustedDeviceId(
  db: Kysely<Database>,
  email: string,
  cookie: string | undefined,
): Promise<string | undefined> {
  const [deviceId, given, extra] = cookie?.split('.') ?? [];
  if (!deviceId || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(await signature(db, email, deviceId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected)
    ? deviceId
    : undefined;
}

async function signature(db: Kysely<Database>, email: string, deviceId: string) {
  const key = await serverKey(db, DEVICE_COOKIE_KEY);
  return createHmac('sha256', key)
    .update(JSON.stringify([email, deviceId]))
    .digest('base64url');
}
