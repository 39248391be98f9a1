import { randomUUID } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';
import { indiaDay } from '../../../shared/site/india-time';
import type { DialectFeatures } from '../dialect';
import { bookingSearchText } from '../search-text';

// Migrations are frozen once released: never edit one, add the next.
export function adminAccountsAndBookingAdmin(dialect: DialectFeatures): Migration {
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
      await dialect.createBookingSearchIndex(db);
    },
  };
}
