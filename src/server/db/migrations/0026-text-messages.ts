import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function textMessages(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // WhatsApp and SMS rows of the outbox (issue 36): the template's kind, language and
      // parameters as JSON; the provider's message id, by which its delivery reports find the
      // row; where the report says the message got to; and a time after which a message is no
      // longer worth sending (a reminder once the appointment has begun).
      // One column a statement: SQLite adds no more at once.
      for (const column of [
        'payload',
        'provider_id',
        'delivery_status',
        'delivery_updated_at',
        'not_after',
      ]) {
        await db.schema.alterTable('outbox_mails').addColumn(column, 'text').execute();
      }
      await db.schema
        .createIndex('outbox_mails_provider_id')
        .on('outbox_mails')
        .column('provider_id')
        .execute();
      // The customer's agreement to WhatsApp messages: when, and the version of the words they
      // agreed to (shared/messaging/whatsapp-consent.ts); null when they did not tick the box.
      for (const column of ['whatsapp_consent_at', 'whatsapp_consent_version']) {
        await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
      }
    },
  };
}
