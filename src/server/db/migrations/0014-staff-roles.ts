import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function staffRoles(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // owner | staff. Every account so far could do everything: each becomes an owner. is_admin
      // keeps its name and now means "active" (0 = deactivated): renaming a column here breaks
      // Kysely's migrators inspecting other schemas of the same database at that moment (the
      // PostgreSQL test pass runs many).
      await db.schema
        .alterTable('admins')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
        .execute();
      await sql`update admins set role = 'owner'`.execute(db);
      await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'text').execute();

      // An e-mailed link that lets one person set a password for a new account. The id is the
      // SHA-256 of the link's secret; the account is made only when the link is used.
      await db.schema
        .createTable('staff_invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_invitations_email')
        .on('staff_invitations')
        .column('email')
        .execute();
    },
  };
}
