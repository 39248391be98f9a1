import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function taxInvoices(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One row per financial year ("2026-27"): the last invoice number handed out. Numbers are
      // taken under this row's lock, in the transaction that confirms the booking, so a number is
      // used exactly when that transaction commits: no gaps, no repeats.
      await db.schema
        .createTable('invoice_series')
        .addColumn('financial_year', 'text', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      // A booking's tax invoice, issued once when its payment is verified. The supplier's details
      // are kept as they were that day: an issued invoice never changes.
      await db.schema
        .createTable('invoices')
        .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id'))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('supplier_gstin', 'text', (c) => c.notNull())
        .addColumn('supplier_name', 'text', (c) => c.notNull())
        .addColumn('supplier_address', 'text', (c) => c.notNull())
        .addUniqueConstraint('invoices_financial_year_sequence', ['financial_year', 'sequence'])
        .execute();
    },
  };
}
