import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { clientAddressKey } from '#server/rate-limit/client-address.ts';
import type { RateLimiter, RateLimitRule } from '#server/rate-limit/rate-limiter.ts';
import { type AdminRow, findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { verifyPassword } from './passwords.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Password checks allowed in 15 minutes, at sign-in and when a password is asked again (a payee
 * change): one count for both, so asking again is no way around them. A right password gives
 * its own count back.
 */
export const SIGN_IN_LIMITS = {
  /**
   * One account from one address: this is the lockout. Counting the pair, not the account alone,
   * means a stranger's wrong guesses lock only the stranger out, never the owner elsewhere.
   */
  perAccountAndAddress: { limit: 5, windowMs: FIFTEEN_MINUTES } satisfies RateLimitRule,
  /**
   * One account from every address together, the ceiling for guessing spread over many
   * addresses: at most 4,800 guesses a day, hopeless against a 12-character password that is on
   * no common list. Locking the owner out with it takes 50 wrong passwords from at least 10
   * addresses (5 each); a lower ceiling would make that cheaper, a higher one guessing.
   */
  perAccount: { limit: 50, windowMs: FIFTEEN_MINUTES } satisfies RateLimitRule,
  /** One address across accounts (an office may share one; IPv6 counts as its /64). */
  perAddress: { limit: 20, windowMs: FIFTEEN_MINUTES } satisfies RateLimitRule,
  /**
   * One browser that has signed in to the account before (its device cookie), in place of the
   * account's ceiling: strangers filling that ceiling do not lock the owner's own browser out,
   * and a stolen device cookie guesses no faster than one address does.
   */
  perDevice: { limit: 5, windowMs: FIFTEEN_MINUTES } satisfies RateLimitRule,
};

export interface PasswordAttempt {
  email: string;
  password: string;
  address: string;
  /** The id of the browser's device cookie when it is one for this account (device-cookie). */
  deviceId?: string;
}

export type SignInKeys = ReturnType<typeof signInKeys>;

/**
 * The limiter's keys for one account signing in from one address. From a browser with the
 * account's device cookie, `account` is that device's own count instead of the account's.
 */
export function signInKeys(email: string, address: string, deviceId?: string) {
  const where = clientAddressKey(address);
  return {
    address: `sign-in:address:${where}`,
    pair: `sign-in:account-address:${JSON.stringify([email, where])}`,
    account: deviceId
      ? `sign-in:device:${JSON.stringify([email, deviceId])}`
      : `sign-in:account:${email}`,
    accountRule: deviceId ? SIGN_IN_LIMITS.perDevice : SIGN_IN_LIMITS.perAccount,
  };
}

/** How a password check ended; only `right` lets anyone in. */
export type PasswordCheck =
  | { outcome: 'right'; admin: AdminRow; keys: SignInKeys }
  | { outcome: 'wrong-password'; admin: AdminRow }
  | { outcome: 'unknown-account' }
  /** The password was right, but the account is deactivated. */
  | { outcome: 'no-rights'; admin: AdminRow }
  /** Past a limit: no password was checked. `refusedBy` is the counter that said no. */
  | { outcome: 'limited'; refusedBy: string };

/**
 * Checks an account's password within the sign-in limits. A right one forgives nothing by
 * itself: the caller forgives (forgiveSignIn) once the person is in, or only gives this attempt
 * back (releaseSignInAttempt) while a second factor is still to come.
 */
export async function checkPassword(
  db: Kysely<Database>,
  limiter: RateLimiter,
  { email, password, address, deviceId }: PasswordAttempt,
  now = new Date(),
): Promise<PasswordCheck> {
  const keys = signInKeys(email, address, deviceId);
  const refusedBy = await countAttempt(limiter, keys, now);
  if (refusedBy) return { outcome: 'limited', refusedBy };

  const admin = await findAdminByEmail(db, email);
  const passwordRight = await verifyPassword(admin?.passwordHash, password);
  if (!admin) return { outcome: 'unknown-account' };
  if (!passwordRight) return { outcome: 'wrong-password', admin };
  if (admin.isAdmin !== 1) return { outcome: 'no-rights', admin };
  return { outcome: 'right', admin, keys };
}

/**
 * Counts a password or code check before it is made, one atomic step per key, so a burst of
 * parallel guesses gets no more checks than the limits allow; 429 past any limit.
 */
export async function countSignInAttempt(
  limiter: RateLimiter,
  keys: SignInKeys,
  now: Date,
): Promise<void> {
  if (await countAttempt(limiter, keys, now)) {
    throw new HttpError(429, ADMIN_MESSAGES.tooManySignIns);
  }
}

/** A right check: the owner's own typos from here are forgiven; what others tried elsewhere is not. */
export async function forgiveSignIn(limiter: RateLimiter, keys: SignInKeys): Promise<void> {
  await limiter.reset(keys.pair);
  await limiter.release(keys.address);
  await limiter.release(keys.account);
}

/** Gives back this one attempt's count, forgiving nothing before it. */
export async function releaseSignInAttempt(limiter: RateLimiter, keys: SignInKeys): Promise<void> {
  await limiter.release(keys.address);
  await limiter.release(keys.pair);
  await limiter.release(keys.account);
}

/**
 * Counts one attempt under every key in turn, the address first: a refused address must not use
 * up the account's ceiling, which would lock its owner out. Past any limit it gives the counts
 * back (no password is checked, so nothing was guessed) and answers the refusing key; a key
 * already at its limit is found before anything is counted.
 */
async function countAttempt(
  limiter: RateLimiter,
  keys: SignInKeys,
  now: Date,
): Promise<string | null> {
  const rules: [key: string, rule: RateLimitRule][] = [
    [keys.address, SIGN_IN_LIMITS.perAddress],
    [keys.pair, SIGN_IN_LIMITS.perAccountAndAddress],
    [keys.account, keys.accountRule],
  ];
  // A key already at its limit refuses after reads alone: counting the address first and giving it
  // back when the pair refused was two flushed writes per refusal, on the main thread with SQLite,
  // and a flood of refused sign-ins kept /healthz waiting 1-3 s (decision 0036).
  for (const [key, rule] of rules) {
    if (await limiter.isLimited(key, rule, now)) return key;
  }
  const counted: string[] = [];
  for (const [key, rule] of rules) {
    if (!(await limiter.consume(key, rule, now))) {
      for (const earlier of counted) await limiter.release(earlier);
      return key;
    }
    counted.push(key);
  }
  return null;
}

/**
 * Whether a refusal by `refusedBy` is the first of its window, and so worth an audit entry:
 * past a limit every request is refused, and a flood of them must not flood the trail.
 */
export function firstRefusalOfWindow(
  limiter: RateLimiter,
  refusedBy: string,
  now = new Date(),
): Promise<boolean> {
  return limiter.consume(`audit:${refusedBy}`, { limit: 1, windowMs: FIFTEEN_MINUTES }, now);
}
