import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function staffCentres(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Staff limited to fitting centres (issue 38): a staff account with rows here sees and
      // changes only those centres' bookings and appointments; with none, every centre (as all
      // staff did before). Owners never have rows.
      await db.schema
        .createTable('admin_centres')
        .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id'))
        .addColumn('centre_id', 'text', (c) => c.notNull().references('fitting_centres.id'))
        .addPrimaryKeyConstraint('admin_centres_pk', ['admin_id', 'centre_id'])
        .execute();
    },
  };
}
