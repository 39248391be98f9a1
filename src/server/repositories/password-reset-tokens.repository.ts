import type { Kysely } from 'kysely';
import type { Database, PasswordResetTokensTable } from '../db/schema';

export async function insertResetToken(db: Kysely<Database>, token: PasswordResetTokensTable) {
  await db.insertInto('passwordResetTokens').values(token).execute();
}

/** Whether a token is unused and unexpired, without using it up. */
export async function isResetTokenUsable(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('passwordResetTokens')
    .select('id')
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks an unused, unexpired token used and answers its account; undefined when the token is
 * unknown, used or expired. The conditional update makes a token good for exactly one use.
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const at = now.toISOString();
  const result = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom('passwordResetTokens')
    .select('adminId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.adminId;
}

/** Makes every outstanding link of the account unusable (its password changed). */
export async function voidResetTokensOf(
  db: Kysely<Database>,
  adminId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now.toISOString() })
    .where('adminId', '=', adminId)
    .where('usedAt', 'is', null)
    .execute();
}
