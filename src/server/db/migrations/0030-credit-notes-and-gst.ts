import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function creditNotesAndGst(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // What GST each booking's price carries (shared/pricing/price.ts TaxBasis, decision 0049):
      // bookings before it were charged GST on the base alone, the service charge untaxed, and
      // keep rendering so. The customer's GSTIN, for a business invoice: '' when none was given.
      await db.schema
        .alterTable('bookings')
        .addColumn('price_tax_basis', 'text', (c) => c.notNull().defaultTo('base'))
        .execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('customer_gstin', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      // A booking reopened after its credit note gets a new invoice (decision 0049): invoices are
      // keyed by their number now, several per booking at most one of them not credited. The
      // table is rebuilt (SQLite cannot drop a primary key); its rows are copied as issued.
      await db.schema.alterTable('invoices').renameTo('invoices_before_0030').execute();
      await db.schema
        .createTable('invoices')
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('supplier_gstin', 'text', (c) => c.notNull())
        .addColumn('supplier_name', 'text', (c) => c.notNull())
        .addColumn('supplier_address', 'text', (c) => c.notNull())
        // Rule 46(q): who signs for the supplier, as on the day of issue ('' on older invoices).
        .addColumn('signatory_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('signatory_designation', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('invoices_number_pk', ['number'])
        .addUniqueConstraint('invoices_year_sequence', ['financial_year', 'sequence'])
        .execute();
      await sql`
        insert into invoices (number, booking_id, financial_year, sequence, issued_at,
          supplier_gstin, supplier_name, supplier_address)
        select number, booking_id, financial_year, sequence, issued_at,
          supplier_gstin, supplier_name, supplier_address
        from invoices_before_0030`.execute(db);
      await db.schema.dropTable('invoices_before_0030').execute();
      await db.schema
        .createIndex('invoices_booking_id')
        .on('invoices')
        .columns(['booking_id', 'sequence'])
        .execute();

      // Credit notes (CGST s.34), a series of their own per financial year taken under this
      // row's lock like the invoices' (0011): no gap, no repeat.
      await db.schema
        .createTable('credit_note_series')
        .addColumn('financial_year', 'text', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      // One per invoice at most: the invoice it cancels, with the same value and tax.
      await db.schema
        .createTable('credit_notes')
        .addColumn('number', 'text', (c) => c.primaryKey())
        .addColumn('invoice_number', 'text', (c) =>
          c.notNull().unique().references('invoices.number'),
        )
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('credit_notes_year_sequence', ['financial_year', 'sequence'])
        .execute();
      await db.schema
        .createIndex('credit_notes_booking_id')
        .on('credit_notes')
        .column('booking_id')
        .execute();
    },
  };
}
