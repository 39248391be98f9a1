import type { Kysely } from 'kysely';
import type { Database, StaffInvitationsTable } from '#server/db/schema.ts';

export type InvitationRow = StaffInvitationsTable;

export async function insertInvitation(db: Kysely<Database>, invitation: InvitationRow) {
  await db.insertInto('staffInvitations').values(invitation).execute();
}

/** Makes every outstanding link for this address unusable (a newer one replaces them). */
export async function voidInvitationsFor(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('staffInvitations')
    .set({ usedAt: now.toISOString() })
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .execute();
}

/** The unused, unexpired invitation with this id, without using it up. */
export async function findUsableInvitation(db: Kysely<Database>, id: string, now: Date) {
  return db
    .selectFrom('staffInvitations')
    .select(['email', 'role'])
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Marks an unused, unexpired invitation used and answers whom it was for; undefined when it is
 * unknown, used or expired. The conditional update makes a link good for exactly one use.
 */
export async function consumeInvitation(db: Kysely<Database>, id: string, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('staffInvitations')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returning(['email', 'role'])
    .executeTakeFirst();
}

/** Invitations still waiting to be used, newest first. */
export async function listPendingInvitations(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('staffInvitations')
    .select(['email', 'role', 'createdAt', 'expiresAt'])
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .orderBy('createdAt', 'desc')
    .execute();
}
