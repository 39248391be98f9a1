import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/admin/admin-messages';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { clientAddressKey } from '../rate-limit/client-address';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import { findAdminByEmail } from '../repositories/admins.repository';
import { verifyPassword } from './passwords';
import { startSession } from './sessions';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Password checks allowed in 15 minutes; a right password gives its own count back. */
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
};

export interface SignInAttempt {
  email: string;
  password: string;
  address: string;
}

/** Checks the password and rights; answers a session secret or throws 401 / 429. */
export async function signIn(
  db: Kysely<Database>,
  limiter: RateLimiter,
  { email, password, address }: SignInAttempt,
  now = new Date(),
): Promise<{ token: string; email: string }> {
  const where = clientAddressKey(address);
  const keys = {
    address: `sign-in:address:${where}`,
    pair: `sign-in:account-address:${JSON.stringify([email, where])}`,
    account: `sign-in:account:${email}`,
  };
  // Counted before the password is checked, one atomic step per key, so a burst of parallel
  // guesses gets no more password checks than the limits allow. The address goes first: a
  // refused address must not use up the account's ceiling, which would lock its owner out.
  await countAttempt(
    limiter,
    [
      [keys.address, SIGN_IN_LIMITS.perAddress],
      [keys.pair, SIGN_IN_LIMITS.perAccountAndAddress],
      [keys.account, SIGN_IN_LIMITS.perAccount],
    ],
    now,
  );

  const admin = await findAdminByEmail(db, email);
  const passwordRight = await verifyPassword(admin?.passwordHash, password);
  // A revoked account gets the same answer as a wrong password: the answer tells nobody that the
  // password was right, and its attempts count like any other failure.
  if (!passwordRight || !admin || admin.isAdmin !== 1) {
    throw new HttpError(401, ADMIN_MESSAGES.invalidCredentials);
  }
  // The owner's own typos from here are forgiven; what others tried elsewhere is not.
  await limiter.reset(keys.pair);
  await limiter.release(keys.address);
  await limiter.release(keys.account);
  return { token: await startSession(db, admin.id, now), email: admin.email };
}

/** Counts one attempt under every key in turn; past any limit gives the counts back and 429s. */
async function countAttempt(
  limiter: RateLimiter,
  rules: [key: string, rule: RateLimitRule][],
  now: Date,
): Promise<void> {
  const counted: string[] = [];
  for (const [key, rule] of rules) {
    if (!(await limiter.consume(key, rule, now))) {
      // No password is checked, so nothing was guessed: only the refusing key keeps its count.
      for (const earlier of counted) await limiter.release(earlier);
      throw new HttpError(429, ADMIN_MESSAGES.tooManySignIns);
    }
    counted.push(key);
  }
}
