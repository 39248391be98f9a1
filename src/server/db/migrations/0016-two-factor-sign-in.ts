import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function twoFactorSignIn(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // An admin's authenticator. The TOTP secret is kept as is (base32): checking a code needs the
      // secret itself, so it cannot be hashed (decision 0023). enabled_at is null while enrolment
      // waits for the first code. last_used_step is the 30-second step of the last code accepted: a
      // code of that step or an earlier one is refused, so a code works once.
      await db.schema
        .createTable('admin_two_factor')
        .addColumn('admin_id', 'text', (c) =>
          c.primaryKey().references('admins.id').onDelete('cascade'),
        )
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('enabled_at', 'text')
        .addColumn('last_used_step', 'integer')
        .execute();

      // Single-use recovery codes, by their SHA-256: each is 80 random bits, so a slow hash adds
      // nothing (decision 0023) and the hash itself finds the code.
      await db.schema
        .createTable('admin_recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) =>
          c.notNull().references('admins.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('admin_recovery_codes_admin_id')
        .on('admin_recovery_codes')
        .column('admin_id')
        .execute();

      // A sign-in whose password was right and whose code is still to come. Its id is the
      // SHA-256 of the cookie's secret, as with sessions.
      await db.schema
        .createTable('admin_pending_sign_ins')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) =>
          c.notNull().references('admins.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('failed_codes', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('admin_pending_sign_ins_admin_id')
        .on('admin_pending_sign_ins')
        .column('admin_id')
        .execute();
    },
  };
}
