import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function sessionIdleTimeout(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // When an admin session was last used (UTC ISO time): it ends once unused for the owner's
      // idle time (decision 0037). Sessions open at the upgrade count as used then, so nobody is
      // signed out by the upgrade itself.
      await db.schema.alterTable('admin_sessions').addColumn('last_seen_at', 'text').execute();
      await db
        .updateTable('admin_sessions' as never)
        .set({ last_seen_at: new Date().toISOString() } as never)
        .execute();
    },
  };
}
