import { prepareTotpSecrets, resealTotpSecrets } from '#server/auth/totp-secrets-at-rest.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { addNewKeyFirst, readKeyFileKeys, writeKeyFile } from '#server/secrets/rotate-key-file.ts';
import { newSecretsKey } from '#server/secrets/secret-box.ts';
import { loadSecretsKeys } from '#server/secrets/secrets-keys.ts';

const USAGE = `The key that seals two-factor secrets (README, "Secrets key"):
  npm run secrets -- new-key   print a new key, for SECRETS_KEY
  npm run secrets -- rotate    seal every two-factor secret with the first key
      With SECRETS_KEY: give every instance SECRETS_KEY=<new>,<old> and restart them first;
      afterwards SECRETS_KEY=<new> alone.
      With the key file (SQLite, no SECRETS_KEY): stop the server first; a new key is made,
      the secrets sealed with it, and the old key dropped from the file.`;

async function main(command: string | undefined): Promise<void> {
  if (command === 'new-key') {
    console.log(newSecretsKey());
    return;
  }
  if (command !== 'rotate') throw new ConfigError(USAGE);
  const config = loadConfig();
  const db = openDb(config);
  try {
    await migrateToLatest(db);
    const before = loadSecretsKeys(config);
    // The keys at hand must open every secret before any is sealed anew.
    await prepareTotpSecrets(db.kysely, before);
    const keyFile = config.secretsKey ? undefined : before.origin;
    if (keyFile) addNewKeyFirst(keyFile);
    const keys = loadSecretsKeys(config).keyring;
    const resealed = await resealTotpSecrets(db.kysely, keys);
    console.log(`Sealed ${resealed} two-factor secret(s) with key ${keys.keys[0]?.id}.`);
    if (keyFile) {
      writeKeyFile(keyFile, readKeyFileKeys(keyFile).slice(0, 1));
      console.log(`${keyFile} now holds the new key alone: keep a copy apart from the backups.`);
    } else if (keys.keys.length > 1) {
      console.log('Now give every instance SECRETS_KEY with the first key alone, and restart.');
    }
  } finally {
    await db.kysely.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
