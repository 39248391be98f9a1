import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function paymentHolds(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A booking whose payment is not yet verified holds its place only until hold_until (UTC
      // ISO time); the lapse round cancels it then and sets lapsed_at. hold_client is a keyed hash
      // of the client's address (an IPv6 /64 counts as one) so open holds can be counted per
      // address; it is cleared when the hold ends. Null on bookings made before holds.
      await db.schema.alterTable('bookings').addColumn('hold_until', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('lapsed_at', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('hold_client', 'text').execute();
      await db.schema
        .createIndex('bookings_hold_until')
        .on('bookings')
        .columns(['status', 'hold_until'])
        .execute();
      await db.schema
        .createIndex('bookings_hold_client')
        .on('bookings')
        .columns(['hold_client', 'status'])
        .execute();
      // One mobile number's open holds are counted at every submission.
      await db.schema
        .createIndex('bookings_phone_status')
        .on('bookings')
        .columns(['phone', 'status'])
        .execute();
      // Bookings refused by a hold limit or as a duplicate, counted per India day and reason for
      // the dashboard: counts only, nothing about who tried.
      await db.schema
        .createTable('booking_refusals')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('booking_refusals_pk', ['day', 'reason'])
        .execute();
    },
  };
}
