import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/app-db';
import { migrateToLatest } from '../db/migrate';
import { seedDefaults } from '../db/seed';

/** `npm run db:migrate`: applies migrations (and first-start data) and exits, for deploys. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDb(config);
  try {
    const applied = await migrateToLatest(db);
    await seedDefaults(db.kysely);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await db.kysely.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
