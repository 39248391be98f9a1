import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { deleteSessionsOf } from '../repositories/admin-sessions.repository';
import {
  findAdminByEmail,
  insertAdmin,
  setAdminActive,
  setAdminPassword,
  setAdminRole,
} from '../repositories/admins.repository';
import { voidResetTokensOf } from '../repositories/password-reset-tokens.repository';

/**
 * The one way a password changes: whoever held the old one (a session, an e-mailed link) loses
 * what it opened. A transaction, so no session or link outlives the change by a moment.
 */
export async function changePassword(
  trx: Transaction<Database>,
  adminId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await setAdminPassword(trx, adminId, passwordHash, now);
  await deleteSessionsOf(trx, adminId);
  await voidResetTokensOf(trx, adminId, now);
}

/**
 * Deactivation: the account stays (its history names it) but every session it has ends in the
 * same transaction, and no e-mailed link of it works any more.
 */
export async function deactivateAccount(
  trx: Transaction<Database>,
  adminId: string,
  now = new Date(),
): Promise<void> {
  await setAdminActive(trx, adminId, false, now);
  await deleteSessionsOf(trx, adminId);
  await voidResetTokensOf(trx, adminId, now);
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
