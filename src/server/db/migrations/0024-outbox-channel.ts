import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function outboxChannel(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // How an outbox row goes out: the worker hands it to the transport of its channel
      // (decision 0040). Every row so far, and every message the policies write today, is mail.
      await db.schema
        .alterTable('outbox_mails')
        .addColumn('channel', 'text', (col) => col.notNull().defaultTo('email'))
        .execute();
    },
  };
}
