import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function cancellationsAndRefunds(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A customer's request to cancel, from the tracking link (issue 37), and staff's decision.
      await db.schema
        .createTable('cancellation_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('requested', 'approved', 'declined')`),
        )
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text')
        .addColumn('note', 'text')
        .execute();
      // At most one open request per booking: a double tap (or two tabs) makes one.
      await sql`create unique index cancellation_requests_one_open
        on cancellation_requests (booking_id) where status = 'requested'`.execute(db);
      await db.schema
        .createIndex('cancellation_requests_by_booking')
        .on('cancellation_requests')
        .columns(['booking_id', 'requested_at'])
        .execute();

      // Money owed back to a customer for a cancelled paid booking, until paid by UPI and seen
      // in a bank statement. One per booking.
      await db.schema
        .createTable('refunds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id'))
        .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
        .addColumn('reason', 'text', (c) =>
          c.notNull().check(sql`reason in ('customer', 'business')`),
        )
        .addColumn('due_by', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('due', 'sent')`))
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('opened_by', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('upi_ref', 'text')
        .addColumn('recorded_by', 'text')
        .addColumn('recorded_at', 'text')
        .addColumn('bank_seen_at', 'text')
        .addColumn('statement_line_id', 'text', (c) => c.references('statement_lines.id'))
        .execute();
      await db.schema
        .createIndex('refunds_by_status')
        .on('refunds')
        .columns(['status', 'due_by'])
        .execute();
    },
  };
}
