import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** Each account's centres (migration 0033), by account id; an account without rows is absent. */
export async function listAdminCentres(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('adminCentres')
    .select(['adminId', 'centreId'])
    .orderBy('adminId')
    .orderBy('centreId')
    .execute();
  const byAdmin = new Map<string, string[]>();
  for (const { adminId, centreId } of rows) {
    byAdmin.set(adminId, [...(byAdmin.get(adminId) ?? []), centreId]);
  }
  return byAdmin;
}

/** One account's centres, sorted; none: it is not limited. */
export async function centresOfAdmin(db: Kysely<Database>, adminId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('adminCentres')
    .select('centreId')
    .where('adminId', '=', adminId)
    .orderBy('centreId')
    .execute();
  return rows.map((row) => row.centreId);
}

/** Replaces an account's centres with `centreIds` (empty: every centre). */
export async function replaceAdminCentres(
  trx: Kysely<Database>,
  adminId: string,
  centreIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom('adminCentres').where('adminId', '=', adminId).execute();
  if (centreIds.length === 0) return;
  await trx
    .insertInto('adminCentres')
    .values(centreIds.map((centreId) => ({ adminId, centreId })))
    .execute();
}

/** The centre of a booking, or undefined when there is no such booking. */
export async function centreOfBooking(
  db: Kysely<Database>,
  bookingId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('bookings')
    .select('centreId')
    .where('id', '=', bookingId)
    .executeTakeFirst();
  return row?.centreId;
}
