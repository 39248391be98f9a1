import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function auditEvents(dialect: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The audit trail (decision 0025): one row per change made in the admin area and per sign-in
      // event, written in the transaction of the change itself. Who is kept by id and by the e-mail
      // of that moment; a failed sign-in with an unknown e-mail has no id, only the e-mail typed.
      // Before and after are JSON text, null where they do not apply.
      await db.schema
        .createTable('audit_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      // The owner's page: newest first, by person, by kind (each in the list's order).
      await db.schema
        .createIndex('audit_events_newest')
        .on('audit_events')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_events_by_actor')
        .on('audit_events')
        .columns(['actor_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_events_by_kind')
        .on('audit_events')
        .columns(['kind', 'created_at', 'id'])
        .execute();
      // Append-only in the database itself: an update or delete fails whoever sends it.
      if (dialect === 'sqlite') {
        for (const change of ['update', 'delete']) {
          await sql`${sql.raw(`create trigger audit_events_no_${change} before ${change}`)}
            on audit_events begin select raise(abort, 'audit_events is append-only'); end`.execute(
            db,
          );
        }
      } else {
        await sql`create function audit_events_append_only() returns trigger language plpgsql
          as $$ begin raise exception 'audit_events is append-only'; end $$`.execute(db);
        await sql`create trigger audit_events_no_change before update or delete on audit_events
          for each row execute function audit_events_append_only()`.execute(db);
        await sql`create trigger audit_events_no_truncate before truncate on audit_events
          for each statement execute function audit_events_append_only()`.execute(db);
      }
    },
  };
}
