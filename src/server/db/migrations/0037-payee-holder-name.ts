import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function payeeHolderName(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The bank account holder's name as UPI apps show it before paying (issue 39): the payment
      // page names it, so the customer checks the name their app shows. Null: not given yet.
      await db.schema.alterTable('payment_options').addColumn('holder_name', 'text').execute();
    },
  };
}
