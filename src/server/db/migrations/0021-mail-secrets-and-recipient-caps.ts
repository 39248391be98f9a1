import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function mailSecretsAndRecipientCaps(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A mail that carries a secret names its own placeholder (mail/mail-secret): a body with
      // "{{secret}}" in typed text no longer counts as needing one. Mails queued before this used
      // the fixed "{{secret}}": reset links and staff invitations, and (since 0020) the tracking
      // links of customers' mails, whose secret 0020 took out of the body.
      await db.schema.alterTable('outbox_mails').addColumn('secret_placeholder', 'text').execute();
      await sql`update outbox_mails set secret_placeholder = '{{secret}}'
        where (kind in ('password-reset', 'staff-invitation')
            and (text_body like '%{{secret}}%' or html_body like '%{{secret}}%'))
          or text_body like '%#t={{secret}}%' or html_body like '%#t={{secret}}%'`.execute(db);
    },
  };
}
