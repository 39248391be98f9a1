import type { Kysely } from 'kysely';
import type { AdminSessionsTable, Database } from '#server/db/schema.ts';

export async function insertSession(db: Kysely<Database>, session: AdminSessionsTable) {
  await db.insertInto('adminSessions').values(session).execute();
}

/**
 * The session with this id and its account, if the session has not expired, was used after
 * `unusedSince`, and the account is active. Deactivating deletes the sessions too; this keeps a
 * missed one from ever counting.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  id: string,
  now: Date,
  unusedSince: Date,
) {
  return db
    .selectFrom('adminSessions')
    .innerJoin('admins', 'admins.id', 'adminSessions.adminId')
    .select([
      'adminSessions.id',
      'adminSessions.adminId',
      'adminSessions.lastSeenAt',
      'admins.email',
      'admins.role',
    ])
    .where('adminSessions.id', '=', id)
    .where('admins.isAdmin', '=', 1)
    .where('adminSessions.expiresAt', '>', now.toISOString())
    .where('adminSessions.lastSeenAt', '>', unusedSince.toISOString())
    .executeTakeFirst();
}

/** The session was used at `now`. */
export async function touchSession(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('adminSessions')
    .set({ lastSeenAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('adminSessions').where('id', '=', id).execute();
}

export async function deleteSessionsOf(db: Kysely<Database>, adminId: string): Promise<void> {
  await db.deleteFrom('adminSessions').where('adminId', '=', adminId).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('adminSessions').where('expiresAt', '<=', now.toISOString()).execute();
}
