import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { AdminSessionsTable, Database } from '../db/schema';

export async function insertSession(db: Kysely<Database>, session: AdminSessionsTable) {
  await db.insertInto('adminSessions').values(session).execute();
}

const liveSession = preparedQuery((db, p: { id: string; now: string }) =>
  db
    .selectFrom('adminSessions')
    .innerJoin('admins', 'admins.id', 'adminSessions.adminId')
    .select(['adminSessions.id', 'adminSessions.adminId', 'admins.email', 'admins.isAdmin'])
    .where('adminSessions.id', '=', p.id)
    .where('adminSessions.expiresAt', '>', p.now),
);

/** The session with this id and its account, if the session has not expired. */
export async function findLiveSession(db: Kysely<Database>, id: string, now: Date) {
  const [session] = await liveSession(db, { id, now: now.toISOString() });
  return session;
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
