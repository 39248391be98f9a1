import type { Kysely } from 'kysely';
import type { AdminTwoFactorTable, Database } from '#server/db/schema.ts';

export async function findTwoFactor(
  db: Kysely<Database>,
  adminId: string,
): Promise<AdminTwoFactorTable | undefined> {
  return db
    .selectFrom('adminTwoFactor')
    .selectAll()
    .where('adminId', '=', adminId)
    .executeTakeFirst();
}

export async function isTwoFactorOn(db: Kysely<Database>, adminId: string): Promise<boolean> {
  const row = await db
    .selectFrom('adminTwoFactor')
    .select('adminId')
    .where('adminId', '=', adminId)
    .where('enabledAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a new secret waiting for its first code; never replaces one that is on. */
export async function savePendingSecret(
  db: Kysely<Database>,
  adminId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const values = { adminId, secret, createdAt: now.toISOString(), enabledAt: null };
  const result = await db
    .insertInto('adminTwoFactor')
    .values({ ...values, lastUsedStep: null })
    .onConflict((oc) =>
      oc.column('adminId').doUpdateSet(values).where('adminTwoFactor.enabledAt', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Turns on the waiting secret, its first code's step already used. */
export async function enableTwoFactor(
  db: Kysely<Database>,
  adminId: string,
  secret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('adminTwoFactor')
    .set({ enabledAt: now.toISOString(), lastUsedStep: step })
    .where('adminId', '=', adminId)
    .where('secret', '=', secret)
    .where('enabledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a code's step as used, unless that step or a later one already was: one statement, so
 * of two requests with the same code only one gets through.
 */
export async function claimTotpStep(
  db: Kysely<Database>,
  adminId: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('adminTwoFactor')
    .set({ lastUsedStep: step })
    .where('adminId', '=', adminId)
    .where('enabledAt', 'is not', null)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor sign-in off: the secret and every recovery code go. */
export async function deleteTwoFactor(db: Kysely<Database>, adminId: string): Promise<void> {
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
  await db.deleteFrom('adminTwoFactor').where('adminId', '=', adminId).execute();
}

/** The account's recovery codes are these now; the old ones, used or not, are void. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  adminId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('adminRecoveryCodes').where('adminId', '=', adminId).execute();
  const createdAt = now.toISOString();
  await db
    .insertInto('adminRecoveryCodes')
    .values(codeHashes.map((codeHash) => ({ codeHash, adminId, createdAt, usedAt: null })))
    .execute();
}

/** Marks the code used, if it is the account's and unused: one statement, so it works once. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  adminId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('adminRecoveryCodes')
    .set({ usedAt: now.toISOString() })
    .where('codeHash', '=', codeHash)
    .where('adminId', '=', adminId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(
  db: Kysely<Database>,
  adminId: string,
): Promise<number> {
  const row = await db
    .selectFrom('adminRecoveryCodes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('adminId', '=', adminId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every account's stored TOTP secret (sealed, or as kept before decision 0038). */
export async function listTwoFactorSecrets(db: Kysely<Database>) {
  return db.selectFrom('adminTwoFactor').select(['adminId', 'secret']).orderBy('adminId').execute();
}

/** Replaces a stored secret by the same secret sealed anew, unless it changed meanwhile. */
export async function replaceStoredSecret(
  db: Kysely<Database>,
  adminId: string,
  stored: string,
  resealed: string,
): Promise<void> {
  await db
    .updateTable('adminTwoFactor')
    .set({ secret: resealed })
    .where('adminId', '=', adminId)
    .where('secret', '=', stored)
    .execute();
}
