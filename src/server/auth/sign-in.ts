import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { isTwoFactorOn } from '#server/repositories/admin-two-factor.repository.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import type { Role } from '#shared/admin/staff-roles.ts';
import {
  checkPassword,
  firstRefusalOfWindow,
  forgiveSignIn,
  type PasswordAttempt,
  type PasswordCheck,
  releaseSignInAttempt,
} from './password-check.ts';
import { startPendingSignIn } from './pending-sign-in.ts';
import { startSession } from './sessions.ts';

/** Why a sign-in failed, in the audit trail's words (the person signing in learns none of it). */
const FAILURE_REASONS = {
  'wrong-password': 'Wrong password',
  'unknown-account': 'No account has this e-mail',
  'no-rights': 'Account without admin rights',
  limited: 'Too many attempts: sign-in paused for 15 minutes',
} as const satisfies Record<Exclude<PasswordCheck['outcome'], 'right'>, string>;

/**
 * Checks the password and rights; answers a session secret, or (for an account with two-factor
 * sign-in on) the secret of a pending sign-in that a code completes. Throws 401 / 429. Every
 * outcome is in the audit trail; the session and its entry are written together.
 */
export async function signIn(
  db: Kysely<Database>,
  limiter: RateLimiter,
  attempt: PasswordAttempt,
  now = new Date(),
): Promise<{ token: string; email: string; role: Role } | { pendingToken: string }> {
  const check = await checkPassword(db, limiter, attempt, now);
  if (check.outcome !== 'right') {
    await recordFailedSignIn(db, limiter, attempt, check, now);
    // A revoked account gets the same answer as a wrong password: the answer tells nobody that
    // the password was right, and its attempts count like any other failure.
    throw check.outcome === 'limited'
      ? new HttpError(429, ADMIN_MESSAGES.tooManySignIns)
      : new HttpError(401, ADMIN_MESSAGES.invalidCredentials);
  }
  const { admin, keys } = check;
  const actor: AuditActor = { adminId: admin.id, email: admin.email, address: attempt.address };
  if (await isTwoFactorOn(db, admin.id)) {
    // The right password costs nothing, but earlier typos are forgiven only with a right code:
    // wrong codes count like wrong passwords until then.
    await releaseSignInAttempt(limiter, keys);
    return { pendingToken: await startPendingSignIn(db, admin.id, now) };
  }
  await forgiveSignIn(limiter, keys);
  const token = await db.transaction().execute(async (trx) => {
    const secret = await startSession(trx, admin.id, now);
    await recordAudit(trx, actor, { kind: 'sign-in', subject: 'Session started' }, now);
    return secret;
  });
  return { token, email: admin.email, role: admin.role };
}

async function recordFailedSignIn(
  db: Kysely<Database>,
  limiter: RateLimiter,
  { email, address }: PasswordAttempt,
  check: Exclude<PasswordCheck, { outcome: 'right' }>,
  now: Date,
): Promise<void> {
  if (check.outcome === 'limited' && !(await firstRefusalOfWindow(limiter, check.refusedBy, now))) {
    return;
  }
  // An e-mail no account has is kept as typed, without an account.
  const admin =
    check.outcome === 'limited'
      ? await findAdminByEmail(db, email)
      : check.outcome === 'unknown-account'
        ? undefined
        : check.admin;
  const actor: AuditActor = admin
    ? { adminId: admin.id, email: admin.email, address }
    : { adminId: null, email, address };
  await recordAudit(
    db,
    actor,
    { kind: 'sign-in-failed', subject: FAILURE_REASONS[check.outcome] },
    now,
  );
}
