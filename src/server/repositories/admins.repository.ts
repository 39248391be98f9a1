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

/** A new account with admin rights; set passwords of existing ones through changePassword. */
export async function insertAdmin(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('admins')
    .values({ id: randomUUID(), email, passwordHash, isAdmin: 1, createdAt: at, updatedAt: at })
    .execute();
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

/** Only for changePassword (auth/admin-accounts), which ends what the old password opened. */
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
