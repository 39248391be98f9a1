import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next. They import nothing from the
// app, so later code cannot change what they run.
export function bookingsPricingPayment(database: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('data', database === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().unique())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('reg_number', 'text', (c) => c.notNull())
        .addColumn('chassis_last5', 'text', (c) => c.notNull())
        .addColumn('engine_last5', 'text', (c) => c.notNull())
        .addColumn('installation', 'text', (c) => c.notNull())
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('vehicle_type', 'text', (c) => c.notNull())
        .addColumn('price_base', 'integer', (c) => c.notNull())
        .addColumn('price_gst', 'integer', (c) => c.notNull())
        .addColumn('price_gst_pct', 'double precision', (c) => c.notNull())
        .addColumn('price_service_charge', 'integer', (c) => c.notNull())
        .addColumn('price_total', 'integer', (c) => c.notNull())
        .addColumn('txn_id', 'text', (c) => c.notNull())
        .addColumn('duplicate_txn', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('proof_image_id', 'text', (c) => c.references('images.id'))
        .addColumn('submitted_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Newest-first listing with a (created_at, id) cursor, and the duplicate-transaction check.
      await db.schema
        .createIndex('bookings_created_at_id')
        .on('bookings')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema.createIndex('bookings_txn_id').on('bookings').column('txn_id').execute();

      await db.schema
        .createTable('pricing')
        .addColumn('vehicle_type', 'text', (c) => c.primaryKey())
        .addColumn('target_total', 'integer', (c) => c.notNull())
        .addColumn('gst_pct', 'double precision', (c) => c.notNull())
        .addColumn('service_charge', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('payment_options')
        .addColumn('vehicle_type', 'text', (c) => c.primaryKey())
        .addColumn('upi_id', 'text')
        .addColumn('qr_image_id', 'text', (c) => c.references('images.id'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
    },
  };
}
