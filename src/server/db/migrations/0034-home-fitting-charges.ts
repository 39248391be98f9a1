import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function homeFittingCharges(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // What the owner asks extra for home fitting in an area (issue 38), per vehicle type, in
      // whole rupees as the customer pays them (JSON of HomeCharges): '{}' charges nothing.
      await db.schema
        .alterTable('service_areas')
        .addColumn('home_charges', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      // The booking's home-fitting line, its pre-tax rupees as charged (shared/pricing/price.ts
      // withHomeCharge): inside price_total, 0 on a dealer booking and on those made before.
      await db.schema
        .alterTable('bookings')
        .addColumn('price_home_charge', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
