import { prepareTotpSecrets } from '../auth/totp-secrets-at-rest';
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/app-db';
import { migrateToLatest } from '../db/migrate';
import { seedDefaults } from '../db/seed';
import { loadSecretsKeys } from '../secrets/secrets-keys';

/** `npm run db:migrate`: applies migrations (and first-start data) and exits, for deploys. */
async function main(): Promise<void> {
  const config = loadConfig();
  // A missing key stops the deploy before anything is migrated.
  const keys = loadSecretsKeys(config);
  const db = openDb(config);
  try {
    const applied = await migrateToLatest(db);
    await seedDefaults(db.kysely);
    // Two-factor secrets kept in clear before decision 0038 are sealed here, with the server's key.
    await prepareTotpSecrets(db.kysely, keys);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await db.kysely.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
