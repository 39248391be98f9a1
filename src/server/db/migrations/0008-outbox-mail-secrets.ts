import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function outboxMailSecrets(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The secret a queued mail carries (a reset link's token) lives here, apart from the body,
      // until the mail is delivered or given up; the body holds a placeholder where it goes.
      await db.schema.alterTable('outbox_mails').addColumn('secret', 'text').execute();
      // Reset mails queued before this kept their working link in the body for good: remove it.
      // One still waiting is given up (its link lasts an hour; the owner asks for a new one).
      await sql`update outbox_mails
        set text_body = 'This mail held a password reset link, removed for safety.',
          html_body = '<p>This mail held a password reset link, removed for safety.</p>',
          status = case when status in ('pending', 'sending') then 'failed' else status end,
          claimed_until = null
        where kind = 'password-reset'`.execute(db);
    },
  };
}
