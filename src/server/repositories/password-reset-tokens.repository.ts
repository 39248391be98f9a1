import type { Kysely } from 'kysely';
import type { Database, PasswordResetTokensTable } from '#server/db/schema.ts';

export async function insertResetToken(db: Kysely<Database>, token: PasswordResetTokensTable) {
  await db.insertInto('passwordResetTokens').values(token).execute();
}

/** The e-mail of the account an unused, unexpired token is for, without using it up. */
export async function usableResetTokenEmail(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('passwordResetTokens')
    .innerJoin('admins', 'admins.id', 'passwordResetTokens.adminId')
    .select('admins.email')
    .where('passwordResetTokens.id', '=', id)
    .where('passwordResetTokens.usedAt', 'is', null)
    .where('passwordResetTokens.expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return row?.email;
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
