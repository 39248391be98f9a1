import type { Kysely } from 'kysely';
import type { Database, MobileCodesTable } from '#server/db/schema.ts';

export type MobileCodeRow = MobileCodesTable;

/** The number's code and counters, if it asked within the last hour or so. */
export function findMobileCode(
  db: Kysely<Database>,
  phone: string,
): Promise<MobileCodeRow | undefined> {
  return db.selectFrom('mobileCodes').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** Writes the number's row whole: a new code and counters, or counters after a try. */
export async function saveMobileCode(db: Kysely<Database>, row: MobileCodeRow): Promise<void> {
  const { phone: _, ...rest } = row;
  await db
    .insertInto('mobileCodes')
    .values(row)
    .onConflict((oc) => oc.column('phone').doUpdateSet(rest))
    .execute();
}

export async function insertMobileCodeToken(
  db: Kysely<Database>,
  token: { tokenHash: string; phone: string; expiresAt: string },
): Promise<void> {
  await db.insertInto('mobileCodeTokens').values(token).execute();
}

/** A token still valid at `now`: its number and expiry. */
export function findMobileCodeToken(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .selectFrom('mobileCodeTokens')
    .select(['phone', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Uses up a token of `phone` still valid at `now`: true when there was one. In the booking's
 * transaction, so a booking refused later leaves the token usable.
 */
export async function takeMobileCodeToken(
  db: Kysely<Database>,
  tokenHash: string,
  phone: string,
  now: Date,
): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('mobileCodeTokens')
    .where('tokenHash', '=', tokenHash)
    .where('phone', '=', phone)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Drops tokens past their time and numbers whose hour and code are both over. */
export async function purgeMobileCodes(
  db: Kysely<Database>,
  now: Date,
  windowMs: number,
): Promise<void> {
  const at = now.toISOString();
  await db.deleteFrom('mobileCodeTokens').where('expiresAt', '<=', at).execute();
  await db
    .deleteFrom('mobileCodes')
    .where('windowStartedAt', '<=', new Date(now.getTime() - windowMs).toISOString())
    .where((eb) => eb.or([eb('codeExpiresAt', 'is', null), eb('codeExpiresAt', '<=', at)]))
    .execute();
}
