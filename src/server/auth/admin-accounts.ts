import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { deletePendingSignInsOf } from '#server/repositories/admin-pending-sign-ins.repository.ts';
import { deleteSessionsOf } from '#server/repositories/admin-sessions.repository.ts';
import { deleteTwoFactor } from '#server/repositories/admin-two-factor.repository.ts';
import {
  findAdminByEmail,
  insertAdmin,
  setAdminActive,
  setAdminPassword,
  setAdminRole,
} from '#server/repositories/admins.repository.ts';
import { voidResetTokensOf } from '#server/repositories/password-reset-tokens.repository.ts';

/**
 * Ends what an account's old password, rights or second factor opened: its sessions, and the
 * sign-ins that passed the password step and wait for a code (else the old password, with a
 * code, would still let someone in for minutes after the change).
 */
async function endSignInsOf(trx: Transaction<Database>, adminId: string): Promise<void> {
  await deleteSessionsOf(trx, adminId);
  await deletePendingSignInsOf(trx, adminId);
}

/**
 * The one way a password changes: whoever held the old one (a session, a sign-in waiting for its
 * code, an e-mailed link) loses what it opened. A transaction, so nothing outlives the change.
 */
export async function changePassword(
  trx: Transaction<Database>,
  adminId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await setAdminPassword(trx, adminId, passwordHash, now);
  await endSignInsOf(trx, adminId);
  await voidResetTokensOf(trx, adminId, now);
}

/**
 * Deactivation: the account stays (its history names it) but every session and pending sign-in
 * it has ends in the same transaction, and no e-mailed link of it works any more.
 */
export async function deactivateAccount(
  trx: Transaction<Database>,
  adminId: string,
  now = new Date(),
): Promise<void> {
  await setAdminActive(trx, adminId, false, now);
  await endSignInsOf(trx, adminId);
  await voidResetTokensOf(trx, adminId, now);
}

/**
 * Two-factor sign-in off (the account's own choice, or the shell's way back in for a lost
 * phone): a sign-in waiting for a code of the old factor ends with it. Sessions stay: turning it
 * off is done from a session, or by the shell for someone who has none.
 */
export async function turnOffTwoFactor(trx: Transaction<Database>, adminId: string): Promise<void> {
  await deleteTwoFactor(trx, adminId);
  await deletePendingSignInsOf(trx, adminId);
}

/**
 * `npm run admin -- create`: a new owner, or an existing account made an active owner with a new
 * password. The shell is how the first owner is made, and how a locked-out owner gets back in.
 */
export async function createOrResetAdmin(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<'created' | 'updated'> {
  return db.transaction().execute(async (trx) => {
    const existing = await findAdminByEmail(trx, email);
    if (!existing) {
      await insertAdmin(trx, { email, passwordHash, role: 'owner' }, now);
      return 'created';
    }
    await setAdminActive(trx, existing.id, true, now);
    await setAdminRole(trx, existing.id, 'owner', now);
    await changePassword(trx, existing.id, passwordHash, now);
    return 'updated';
  });
}
