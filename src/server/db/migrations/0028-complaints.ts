import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function complaints(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One row per India calendar year ("2026"): the last ticket number handed out, taken under
      // this row's lock in the transaction that stores the ticket (like invoice_series).
      await db.schema
        .createTable('complaint_series')
        .addColumn('year', 'text', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      // A customer's complaint or data request (issue 37), "C-2026-00001", with its state:
      // open → answered (the first reply) → closed; the deadlines are counted from created_at.
      await db.schema
        .createTable('complaints')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('ticket', 'text', (c) => c.notNull().unique())
        .addColumn('year', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('booking_id', 'text', (c) => c.references('bookings.id'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('answered_at', 'text')
        .addColumn('closed_at', 'text')
        .addColumn('closed_by', 'text')
        .addUniqueConstraint('complaints_year_sequence', ['year', 'sequence'])
        .execute();
      await db.schema
        .createIndex('complaints_status_created_at')
        .on('complaints')
        .columns(['status', 'created_at'])
        .execute();
      // Staff's replies, each mailed to the customer and shown on their status look-up.
      await db.schema
        .createTable('complaint_replies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('by', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('complaint_replies_complaint_id')
        .on('complaint_replies')
        .columns(['complaint_id', 'at'])
        .execute();
    },
  };
}
