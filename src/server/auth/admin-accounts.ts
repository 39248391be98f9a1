import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { deleteSessionsOf } from '../repositories/admin-sessions.repository';
import {
  findAdminByEmail,
  insertAdmin,
  setAdminPassword,
  setAdminRights,
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

/** `npm run admin -- create`: a new admin, or an existing account's new password and rights. */
export async function createOrResetAdmin(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<'created' | 'updated'> {
  return db.transaction().execute(async (trx) => {
    const existing = await findAdminByEmail(trx, email);
    if (!existing) {
      await insertAdmin(trx, email, passwordHash, now);
      return 'created';
    }
    await setAdminRights(trx, existing.id, true, now);
    await changePassword(trx, existing.id, passwordHash, now);
    return 'updated';
  });
}
