import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function statementImports(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One row per applied bank statement (decision 0022): who applied which file, read how, and
      // what it brought. Previews store nothing.
      await db.schema
        .createTable('statement_imports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('layout', 'text', (c) => c.notNull())
        .addColumn('line_count', 'integer', (c) => c.notNull())
        .addColumn('new_line_count', 'integer', (c) => c.notNull())
        .addColumn('confirmed_count', 'integer', (c) => c.notNull())
        .addColumn('imported_by', 'text', (c) => c.notNull())
        .addColumn('imported_at', 'text', (c) => c.notNull())
        .execute();
      // A bank line with a UPI reference, stored once by what the bank says happened: the UPI
      // reference (NPCI's RRN, unique per transaction across banks), direction, amount and date.
      // The bank's layout is not part of the key, so the same credit read from a CSV and later
      // from an XLSX, or a preset and a mapping, stays one line.
      await db.schema
        .createTable('statement_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('import_id', 'text', (c) => c.notNull().references('statement_imports.id'))
        .addColumn('line_number', 'integer', (c) => c.notNull())
        .addColumn('upi_reference', 'text', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('amount_paise', 'integer', (c) => c.notNull())
        .addColumn('txn_date', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('bank_reference', 'text', (c) => c.notNull())
        // matched | unmatched | dismissed | reversed | reversal
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('booking_id', 'text', (c) => c.references('bookings.id'))
        .addColumn('note', 'text')
        .addColumn('decided_by', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('statement_lines_natural_key', [
          'upi_reference',
          'direction',
          'amount_paise',
          'txn_date',
        ])
        .execute();
      // One bank line confirms one booking, even when two staff apply at once.
      await sql`create unique index statement_lines_one_match_per_booking
        on statement_lines (booking_id) where state = 'matched'`.execute(db);
      await db.schema
        .createIndex('statement_lines_state')
        .on('statement_lines')
        .columns(['state', 'txn_date'])
        .execute();
      // The history entry says where a status came from ("Confirmed from line 7 of …").
      await db.schema.alterTable('booking_status_changes').addColumn('note', 'text').execute();
    },
  };
}
