import type { Kysely } from 'kysely';
import type { Database, StatementImportsTable } from '#server/db/schema.ts';

export type StatementImportRow = StatementImportsTable;

export async function insertStatementImport(
  db: Kysely<Database>,
  row: StatementImportRow,
): Promise<void> {
  await db.insertInto('statementImports').values(row).execute();
}
