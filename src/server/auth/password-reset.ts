import type { Kysely } from 'kysely';
import { recordAudit } from '#server/audit/record-audit.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { notify } from '#server/notifications/notify.ts';
import { findAdminByEmail, findAdminById } from '#server/repositories/admins.repository.ts';
import {
  consumeResetToken,
  insertResetToken,
  usableResetTokenEmail,
} from '#server/repositories/password-reset-tokens.repository.ts';
import { hashSecretToken, newSecretToken } from '#server/secrets/secret-tokens.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { changePassword } from './admin-accounts.ts';
import { hashPasswordForLink } from './link-password.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Whether reset links may be mailed. Without SMTP, mail goes to the server log: fine on a
 * developer's machine, but in production a working link would sit in logs that others read and
 * keep, so there the owner sets passwords from the shell instead (`npm run admin -- create`).
 */
export function canMailResetLinks(config: Pick<Config, 'nodeEnv' | 'smtpUrl'>): boolean {
  return config.nodeEnv !== 'production' || config.smtpUrl !== undefined;
}

/**
 * Mails a single-use link to an admin account. Unknown or revoked addresses get nothing, and the
 * caller answers the same either way, so nobody can learn which addresses have accounts. The
 * audit trail names the account and the address the request came from.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  publicUrl: string,
  email: string,
  address: string,
  now = new Date(),
): Promise<void> {
  const admin = await findAdminByEmail(db, email);
  if (admin?.isAdmin !== 1) return;
  const token = newSecretToken();
  await db.transaction().execute(async (trx) => {
    await insertResetToken(trx, {
      id: hashSecretToken(token),
      adminId: admin.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      usedAt: null,
    });
    await notify(
      trx,
      { type: 'password-reset-requested', email: admin.email, token },
      { publicUrl },
      now,
    );
    await recordAudit(
      trx,
      { adminId: admin.id, email: admin.email, address },
      { kind: 'password-reset-requested', subject: `Reset link e-mailed to ${admin.email}` },
      now,
    );
  });
}

/** Sets the new password; changePassword ends every session and voids every other link. */
export async function confirmPasswordReset(
  db: Kysely<Database>,
  token: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<void> {
  const tokenId = hashSecretToken(token);
  const passwordHash = await hashPasswordForLink(
    password,
    () => usableResetTokenEmail(db, tokenId, now),
    ADMIN_MESSAGES.resetLinkInvalid,
  );
  await db.transaction().execute(async (trx) => {
    const adminId = await consumeResetToken(trx, tokenId, now);
    if (!adminId) throw new HttpError(400, ADMIN_MESSAGES.resetLinkInvalid);
    await changePassword(trx, adminId, passwordHash, now);
    const admin = await findAdminById(trx, adminId);
    await recordAudit(
      trx,
      { adminId, email: admin?.email ?? '', address },
      { kind: 'password-reset-completed', subject: 'Password changed by reset link' },
      now,
    );
  });
}
