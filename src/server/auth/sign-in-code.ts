import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import {
  countFailedCode,
  deletePendingSignIn,
  findLivePendingSignIn,
} from '#server/repositories/admin-pending-sign-ins.repository.ts';
import type { Keyring } from '#server/secrets/secret-box.ts';
import { hashSecretToken } from '#server/secrets/secret-tokens.ts';
import type { Role } from '#shared/admin/staff-roles.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { trustedDeviceId } from './device-cookie.ts';
import { countSignInAttempt, forgiveSignIn, signInKeys } from './password-check.ts';
import { WRONG_CODES_PER_SIGN_IN } from './pending-sign-in.ts';
import { type SecondFactor, spendSecondFactor } from './second-factor.ts';
import { startSession } from './sessions.ts';

export interface SignInCode {
  /** The pending sign-in's cookie secret. */
  pendingToken: string;
  code: string;
  address: string;
  /** The browser's device cookie, if it sent one (device-cookie). */
  deviceCookie?: string;
}

/**
 * The second sign-in step: a right code (from the app, or a recovery code) turns the pending
 * sign-in into a session. Wrong codes count toward the sign-in limits like wrong passwords, and
 * after WRONG_CODES_PER_SIGN_IN of them the pending sign-in ends. Throws 401 / 429.
 */
export async function completeSignIn(
  db: Kysely<Database>,
  keyring: Keyring,
  limiter: RateLimiter,
  { pendingToken, code, address, deviceCookie }: SignInCode,
  now = new Date(),
): Promise<{ token: string; email: string; role: Role; factor: SecondFactor }> {
  const id = hashSecretToken(pendingToken);
  const pending = await findLivePendingSignIn(db, id, now);
  if (pending?.isAdmin !== 1) {
    throw new HttpError(401, TWO_FACTOR_MESSAGES.signInExpired);
  }
  // Codes count where the password did: a browser that signed in before, on its own limit.
  const deviceId = await trustedDeviceId(db, pending.email, deviceCookie);
  const keys = signInKeys(pending.email, address, deviceId);
  const actor: AuditActor = { adminId: pending.adminId, email: pending.email, address };
  await countSignInAttempt(limiter, keys, now);

  // The code is used up in the transaction that starts the session, and the pending sign-in
  // ends there too: of two requests racing with one code, one gets a session.
  const signedIn = await db.transaction().execute(async (trx) => {
    const factor = await spendSecondFactor(trx, keyring, pending.adminId, code, now);
    if (!factor) return undefined;
    if (!(await deletePendingSignIn(trx, id))) {
      throw new HttpError(401, TWO_FACTOR_MESSAGES.signInExpired);
    }
    const token = await startSession(trx, pending.adminId, now);
    await recordAudit(
      trx,
      actor,
      factor === 'recovery-code'
        ? { kind: 'two-factor-recovery-code-used', subject: 'Session started with a recovery code' }
        : { kind: 'sign-in', subject: 'Session started with a code from the app' },
      now,
    );
    return { token, factor };
  });
  if (!signedIn) {
    await recordAudit(db, actor, { kind: 'two-factor-code-failed', subject: 'Wrong code' }, now);
    const failed = await countFailedCode(db, id);
    if (failed === undefined) throw new HttpError(401, TWO_FACTOR_MESSAGES.signInExpired);
    if (failed >= WRONG_CODES_PER_SIGN_IN) {
      await deletePendingSignIn(db, id);
      throw new HttpError(401, TWO_FACTOR_MESSAGES.tooManyWrongCodes);
    }
    throw new HttpError(401, TWO_FACTOR_MESSAGES.wrongCode);
  }
  await forgiveSignIn(limiter, keys);
  return { ...signedIn, email: pending.email, role: pending.role };
}
