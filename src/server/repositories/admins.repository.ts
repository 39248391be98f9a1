import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminsTable, Database } from '#server/db/schema.ts';
import type { Role } from '#shared/admin/staff-roles.ts';

export type AdminRow = AdminsTable;

export async function findAdminByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findAdminById(
  db: Kysely<Database>,
  id: string,
): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
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

/**
 * Locks every active owner's row until the transaction ends and answers how many there are. Two
 * owners demoting each other at once then take turns on PostgreSQL, and the second counts what
 * the first left (SQLite writes one transaction at a time anyway). Touching the rows, not
 * SELECT … FOR UPDATE, keeps it one statement on both databases.
 */
export async function lockActiveOwners(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable('admins')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'owner')
    .where('isAdmin', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A new, active account; set passwords of existing ones through changePassword. */
export async function insertAdmin(
  db: Kysely<Database>,
  account: { email: string; passwordHash: string; role: Role },
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const id = randomUUID();
  await db
    .insertInto('admins')
    .values({ id, ...account, isAdmin: 1, lastSignInAt: null, createdAt: at, updatedAt: at })
    .execute();
  return id;
}

/** Activates or deactivates; deactivating must also end its sessions (auth/staff-accounts). */
export async function setAdminActive(
  db: Kysely<Database>,
  adminId: string,
  active: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ isAdmin: active ? 1 : 0, updatedAt: now.toISOString() })
    .where('id', '=', adminId)
    .execute();
}

export async function setAdminRole(
  db: Kysely<Database>,
  adminId: string,
  role: Role,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ role, updatedAt: now.toISOString() })
    .where('id', '=', adminId)
    .execute();
}

export async function recordSignIn(
  db: Kysely<Database>,
  adminId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ lastSignInAt: now.toISOString() })
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
