import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/admin/admin-messages';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import { findAdminByEmail } from '../repositories/admins.repository';
import { verifyPassword } from './passwords';
import { startSession } from './sessions';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins allowed per account, and per address (an office may share one). */
export const SIGN_IN_LIMITS = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES } satisfies RateLimitRule,
  perAddress: { limit: 20, windowMs: FIFTEEN_MINUTES } satisfies RateLimitRule,
};

export interface SignInAttempt {
  email: string;
  password: string;
  address: string;
}

/** Checks the password and rights; answers a session secret or throws 401 / 403 / 429. */
export async function signIn(
  db: Kysely<Database>,
  limiter: RateLimiter,
  { email, password, address }: SignInAttempt,
  now = new Date(),
): Promise<{ token: string; email: string }> {
  const accountKey = `sign-in:account:${email}`;
  const addressKey = `sign-in:address:${address}`;
  if (
    (await limiter.isLimited(accountKey, SIGN_IN_LIMITS.perAccount, now)) ||
    (await limiter.isLimited(addressKey, SIGN_IN_LIMITS.perAddress, now))
  ) {
    throw new HttpError(429, ADMIN_MESSAGES.tooManySignIns);
  }

  const admin = await findAdminByEmail(db, email);
  if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
    await limiter.hit(accountKey, SIGN_IN_LIMITS.perAccount, now);
    await limiter.hit(addressKey, SIGN_IN_LIMITS.perAddress, now);
    throw new HttpError(401, ADMIN_MESSAGES.invalidCredentials);
  }
  // Right password, revoked account: say so, but hold no session.
  if (admin.isAdmin !== 1) throw new HttpError(403, ADMIN_MESSAGES.notAuthorized);

  await limiter.reset(accountKey);
  return { token: await startSession(db, admin.id, now), email: admin.email };
}
