import type { AppDb } from '#server/db/app-db.ts';
import { createMigrator } from '#server/db/migrate.ts';

/** The schema as an older release left it: migrations up to and including `name`, no further. */
export async function migrateTo(db: AppDb, name: string): Promise<void> {
  const { error } = await (await createMigrator(db)).migrateTo(name);
  if (error) throw error;
}
