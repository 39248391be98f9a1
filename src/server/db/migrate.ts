import { Migrator } from 'kysely';
import type { AppDb } from './app-db.ts';
import { allMigrations } from './migrations/index.ts';

export class MigrationError extends Error {}

/** Kysely's migrator over this code's migrations (tests use it to stop at an older schema). */
export async function createMigrator({ kysely, dialect }: AppDb): Promise<Migrator> {
  const migrationTableSchema = await dialect.migrationSchema(kysely);
  return new Migrator({
    db: kysely,
    provider: { getMigrations: async () => allMigrations(dialect) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/** Brings the schema to the latest version; throws (so the start fails) when a migration fails. */
export async function migrateToLatest(db: AppDb): Promise<string[]> {
  const migrator = await createMigrator(db);
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

/** Names of this code's migrations the database has not applied yet (all of them when new). */
export async function pendingMigrations(db: AppDb): Promise<string[]> {
  const migrations = await (await createMigrator(db)).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
