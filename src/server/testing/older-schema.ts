import type { AppDb } from '../db/app-db';
import { createMigrator } from '../db/migrate';

/** The schema as an older release left it: migrations up to and including `name`, no further. */
export async function migrateTo(db: AppDb, name: string): Promise<void> {
  const { error } = await (await createMigrator(db)).migrateTo(name);
  if (error) throw error;
}
