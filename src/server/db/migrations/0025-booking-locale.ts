import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function bookingLocale(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The language the customer booked in (a code of shared/site/locales.ts), for the mails and
      // the pages the booking's links open. Bookings made before it was kept were all read in
      // English or Hindi with nothing recorded: English, the base, is the safe guess.
      await db.schema
        .alterTable('bookings')
        .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
        .execute();
    },
  };
}
