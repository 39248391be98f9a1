import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function leadsAndSiteInfo(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('from_place', 'text', (c) => c.notNull())
        .addColumn('to_place', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('called_at', 'text')
        .addColumn('called_by', 'text')
        .execute();
      await db.schema
        .createIndex('leads_created_at_id')
        .on('leads')
        .columns(['created_at', 'id'])
        .execute();
    },
  };
}
