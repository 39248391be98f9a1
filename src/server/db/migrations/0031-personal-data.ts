import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function personalData(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Customers' data (issue 37, decision 0050): the privacy notice the customer booked under
      // and when; when the retention round deleted the payment screenshot and blanked the
      // address and e-mail; when staff completed an erasure. Null until then (older bookings
      // were made before the notice: null too). One column a statement: SQLite adds one at once.
      for (const column of [
        'privacy_notice_version',
        'privacy_notice_agreed_at',
        'proof_deleted_at',
        'contact_blanked_at',
        'erased_at',
        // What the booking's tax invoice printed of its customer (JSON), copied when its own
        // fields are blanked or erased: the invoice is kept 8 years as issued (CGST s.36, Rule 56).
        'billed_to',
      ]) {
        await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
      }
      // A customer's request to erase their data, from the tracking link: open until staff
      // complete it (one open request per booking).
      await db.schema
        .createTable('erasure_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .addColumn('completed_by', 'text')
        .execute();
      await db.schema
        .createIndex('erasure_requests_booking_id')
        .on('erasure_requests')
        .column('booking_id')
        .execute();
      // One row per India day the retention round ran, taken in the round's transaction: of
      // several instances, the one whose insert commits does the day's work, the others find it.
      await db.schema
        .createTable('retention_runs')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('ran_at', 'text', (c) => c.notNull())
        .addColumn('screenshots_deleted', 'integer', (c) => c.notNull())
        .addColumn('contacts_blanked', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
