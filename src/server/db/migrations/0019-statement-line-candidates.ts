import type { Kysely, Migration } from 'kysely';

// Migrations are frozen once released: never edit one, add the next.
export function statementLineCandidates(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A bank line can carry two 12-digit numbers (the reference column and the narration, or a
      // payer's note with a 91-prefixed mobile): the line is stored by one of them (the one that
      // matched a booking, else the lowest) and keeps all of them here, a JSON array of strings,
      // so the desk can show both. Null when the line carries one number, as every older line does.
      await db.schema.alterTable('statement_lines').addColumn('upi_candidates', 'text').execute();
    },
  };
}
