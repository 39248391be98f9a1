import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function fitmentAppointments(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The fitting appointment a customer chose (docs/product.md#appointments): India day
      // (YYYY-MM-DD) and slot ("10:00-12:00"). Null on bookings made before appointments.
      // customer_reschedules counts the customer's own moves (two at most); reminder_queued_at
      // marks the day-before mail as queued, so every instance's reminder round queues it once
      // (moving the day clears it).
      await db.schema.alterTable('bookings').addColumn('appointment_day', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('appointment_slot', 'text').execute();
      await db.schema
        .alterTable('bookings')
        .addColumn('customer_reschedules', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('bookings').addColumn('reminder_queued_at', 'text').execute();
      await db.schema
        .createIndex('bookings_appointment')
        .on('bookings')
        .columns(['appointment_day', 'appointment_slot'])
        .execute();

      // How many open bookings hold each slot: the row a booking takes its place from. A place is
      // taken by "update … set booked = booked + 1 where booked < capacity", one row per slot, so
      // two customers racing for the last place are serialised by that row on either database
      // and only one of them gets it. Cancelling or moving gives the place back.
      await db.schema
        .createTable('appointment_slots')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('installation', 'text', (c) => c.notNull())
        .addColumn('slot', 'text', (c) => c.notNull())
        .addColumn('booked', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('appointment_slots_pk', ['day', 'installation', 'slot'])
        .execute();

      // An .ics calendar file sent with the mail (nodemailer's icalEvent), or null.
      await db.schema.alterTable('outbox_mails').addColumn('calendar_event', 'text').execute();
    },
  };
}
