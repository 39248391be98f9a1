import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminsTable, Database } from '../db/schema';

export type AdminRow = AdminsTable;

export async function findAdminByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function listAdmins(db: Kysely<Database>): Promise<AdminRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('email').execute();
}

export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('isAdmin', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Creates the account, or gives an existing one this password and admin rights again. */
export async function upsertAdmin(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  now = new Date(),
): Promise<'created' | 'updated'> {
  const existing = await findAdminByEmail(db, email);
  const at = now.toISOString();
  if (existing) {
    await db
      .updateTable('admins')
      .set({ passwordHash, isAdmin: 1, updatedAt: at })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }
  await db
    .insertInto('admins')
    .values({ id: randomUUID(), email, passwordHash, isAdmin: 1, createdAt: at, updatedAt: at })
    .execute();
  return 'created';
}

export async function setAdminRights(
  db: Kysely<Database>,
  adminId: string,
  isAdmin: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ isAdmin: isAdmin ? 1 : 0, updatedAt: now.toISOString() })
    .where('id', '=', adminId)
    .execute();
}

export async function setAdminPassword(
  db: Kysely<Database>,
  adminId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ passwordHash, updatedAt: now.toISOString() })
    .where('id', '=', adminId)
    .execute();
}
