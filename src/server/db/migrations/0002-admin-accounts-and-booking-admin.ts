import { randomUUID } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';

// Migrations are frozen once released: never edit one, add the next. This one imports nothing
// from the app: the rules it applies to stored bookings are the ones of its day, copied below.

/** Booking creation's search text when this was written: order id, phone, compact registration. */
function bookingSearchText(booking: { orderId: string; phone: string; regNumber: string }): string {
  const compact = (value: string) => value.toUpperCase().replace(/[^A-Z0-9/]/g, '');
  return [booking.orderId, booking.phone, booking.regNumber].map(compact).join(' ');
}

/** The calendar date in India (UTC+5:30, no daylight saving) as YYYY-MM-DD. */
function indiaDay(at: Date): string {
  return new Date(at.getTime() + (5 * 60 + 30) * 60 * 1000).toISOString().slice(0, 10);
}

export function adminAccountsAndBookingAdmin(database: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('admins')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_admin', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      // Session and reset-token ids are SHA-256 hashes of the secrets the browser holds.
      await db.schema
        .createTable('admin_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) =>
          c.notNull().references('admins.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('admin_sessions_admin_id')
        .on('admin_sessions')
        .column('admin_id')
        .execute();

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('admin_id', 'text', (c) =>
          c.notNull().references('admins.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_started_at', 'text', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('booking_status_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('changed_by', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('booking_status_changes_booking')
        .on('booking_status_changes')
        .columns(['booking_id', 'changed_at'])
        .execute();

      // Search text (order id, phone, compact registration) and the India-time day of creation.
      await db.schema
        .alterTable('bookings')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('created_day', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // Result columns come back camelCased (the app's CamelCasePlugin).
      const existing = await sql<{
        id: string;
        orderId: string;
        phone: string;
        regNumber: string;
        createdAt: string;
      }>`select id, order_id, phone, reg_number, created_at from bookings`.execute(db);
      for (const row of existing.rows) {
        const searchText = bookingSearchText(row);
        const createdDay = indiaDay(new Date(row.createdAt));
        await sql`update bookings set search_text = ${searchText}, created_day = ${createdDay}
          where id = ${row.id}`.execute(db);
        await sql`insert into booking_status_changes
          (id, booking_id, from_status, to_status, changed_by, changed_at)
          values (${randomUUID()}, ${row.id}, null, 'PAYMENT_SUBMITTED', 'customer', ${row.createdAt})`.execute(
          db,
        );
      }

      // Newest-first listing filtered by status or vehicle type, and the dashboard's daily counts.
      await db.schema
        .createIndex('bookings_status_created_at')
        .on('bookings')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('bookings_vehicle_type_created_at')
        .on('bookings')
        .columns(['vehicle_type', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('bookings_created_day')
        .on('bookings')
        .column('created_day')
        .execute();
      await createBookingSearchIndex(db, database);
    },
  };
}

/** A substring index over bookings.search_text answering LIKE '%term%'. */
async function createBookingSearchIndex(db: Kysely<unknown>, database: 'sqlite' | 'postgres') {
  if (database === 'postgres') {
    // pg_trgm is a trusted extension: no superuser needed.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index bookings_search_trgm on bookings
      using gin (search_text public.gin_trgm_ops)`.execute(db);
    return;
  }
  // An FTS5 trigram index, kept in step with the bookings table by triggers.
  await sql`create virtual table booking_search using fts5(
      search_text, content='bookings', content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql`create trigger bookings_search_insert after insert on bookings begin
      insert into booking_search(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
  await sql`create trigger bookings_search_delete after delete on bookings begin
      insert into booking_search(booking_search, rowid, search_text)
        values ('delete', old.rowid, old.search_text);
    end`.execute(db);
  await sql`create trigger bookings_search_update after update of search_text on bookings begin
      insert into booking_search(booking_search, rowid, search_text)
        values ('delete', old.rowid, old.search_text);
      insert into booking_search(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
  await sql`insert into booking_search(booking_search) values ('rebuild')`.execute(db);
}
