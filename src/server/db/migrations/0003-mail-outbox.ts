import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function mailOutbox(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox_mails')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text', (c) => c.references('bookings.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'text')
        .execute();
      // The worker's question: what is due now?
      await db.schema
        .createIndex('outbox_mails_due')
        .on('outbox_mails')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  };
}
