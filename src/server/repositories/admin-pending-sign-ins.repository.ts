import type { Kysely } from 'kysely';
import type { AdminPendingSignInsTable, Database } from '#server/db/schema.ts';

export async function insertPendingSignIn(
  db: Kysely<Database>,
  pending: AdminPendingSignInsTable,
): Promise<void> {
  await db.insertInto('adminPendingSignIns').values(pending).execute();
}

/** The pending sign-in with this id and its account, if it has not expired. */
export async function findLivePendingSignIn(db: Kysely<Database>, id: string, now: Date) {
  return db
    .selectFrom('adminPendingSignIns')
    .innerJoin('admins', 'admins.id', 'adminPendingSignIns.adminId')
    .select(['adminPendingSignIns.adminId', 'admins.email', 'admins.role', 'admins.isAdmin'])
    .where('adminPendingSignIns.id', '=', id)
    .where('adminPendingSignIns.expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

/** Counts a wrong code and answers how many this sign-in has had (undefined once it ended). */
export async function countFailedCode(
  db: Kysely<Database>,
  id: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('adminPendingSignIns')
    .set((eb) => ({ failedCodes: eb('failedCodes', '+', 1) }))
    .where('id', '=', id)
    .returning('failedCodes')
    .executeTakeFirst();
  return row?.failedCodes;
}

/** Ends a pending sign-in; true for the one request that ended it. */
export async function deletePendingSignIn(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('adminPendingSignIns').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every pending sign-in of an account (its password, rights or second factor changed). */
export async function deletePendingSignInsOf(db: Kysely<Database>, adminId: string): Promise<void> {
  await db.deleteFrom('adminPendingSignIns').where('adminId', '=', adminId).execute();
}

export async function deleteExpiredPendingSignIns(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('adminPendingSignIns').where('expiresAt', '<=', now.toISOString()).execute();
}
