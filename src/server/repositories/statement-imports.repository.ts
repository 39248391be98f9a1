import type { Kysely } from 'kysely';
import type { Database, StatementImportsTable } from '#server/db/schema.ts';

export type StatementImportRow = StatementImportsTable;

export async function insertStatementImport(
  db: Kysely<Database>,
  row: StatementImportRow,
): Promise<void> {
  await db.insertInto('statementImports').values(row).execute();
}

/** When the latest bank statement was imported (ISO), or undefined before the first. */
export async function latestStatementImportAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('statementImports')
    .select((eb) => eb.fn.max('importedAt').as('latest'))
    .executeTakeFirst();
  return row?.latest ?? undefined;
}
