import type { Kysely, Migration } from 'kysely';
import type { DialectFeatures } from '../dialect';

// Migrations are frozen once released: never edit one, add the next.
export function bookingSearchInListOrder(dialect: DialectFeatures): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await dialect.indexBookingSearchInListOrder(db);
    },
  };
}
