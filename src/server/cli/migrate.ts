import { prepareTotpSecrets } from '#server/auth/totp-secrets-at-rest.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { loadSecretsKeys } from '#server/secrets/secrets-keys.ts';

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
