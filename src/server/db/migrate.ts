import { Migrator } from 'kysely';
import type { AppDb } from './app-db';
import { allMigrations } from './migrations';

export class MigrationError extends Error {}

/** Brings the schema to the latest version; throws (so the start fails) when a migration fails. */
export async function migrateToLatest({ kysely, dialect }: AppDb): Promise<string[]> {
  const migrationTableSchema = await dialect.migrationSchema(kysely);
  const migrator = new Migrator({
    db: kysely,
    provider: { getMigrations: async () => allMigrations(dialect) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` "${failed.migrationName}"` : '';
    throw new MigrationError(`Database migration${name} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
