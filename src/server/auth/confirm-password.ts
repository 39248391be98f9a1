import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { checkPassword, firstRefusalOfWindow, forgiveSignIn } from './password-check.ts';

/**
 * Asks the signed-in admin's password again before a change that sends money elsewhere (a
 * payee). It counts toward the sign-in limits, and a refusal is itself an audit entry (written
 * on its own: the change it guarded never starts): a session left open on someone else's screen
 * guessing at the password is what the owner wants to see. Throws 403 (wrong) or 429 (limited).
 */
export async function confirmPassword(
  db: Kysely<Database>,
  limiter: RateLimiter,
  actor: AuditActor,
  password: string,
  /** What the password was asked for, for the audit trail: "Payee for Two Wheeler". */
  purpose: string,
  now = new Date(),
): Promise<void> {
  const check = await checkPassword(
    db,
    limiter,
    { email: actor.email, password, address: actor.address },
    now,
  );
  if (check.outcome === 'right' && check.admin.id === actor.adminId) {
    await forgiveSignIn(limiter, check.keys);
    return;
  }
  const limited = check.outcome === 'limited';
  if (!limited || (await firstRefusalOfWindow(limiter, check.refusedBy, now))) {
    await recordAudit(
      db,
      actor,
      {
        kind: 'password-confirm-failed',
        subject: `${purpose}: ${limited ? 'too many attempts' : 'wrong password'}`,
      },
      now,
    );
  }
  if (limited) throw new HttpError(429, ADMIN_MESSAGES.tooManySignIns);
  throw new HttpError(403, ADMIN_MESSAGES.passwordNotConfirmed, {
    password: ADMIN_MESSAGES.passwordNotConfirmed,
  });
}
