import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '#server/config.ts';
import { type Keyring, newSecretsKey, SecretsKeyError, secretsKeyOf } from './secret-box.ts';

/** The key file beside the SQLite database when SECRETS_KEY is not set (decision 0038). */
export const SECRETS_KEY_FILE_NAME = 'secrets.key';
const KEY_FILE_MODE = 0o600;

export interface SecretsKeySource {
  keyring: Keyring;
  /** Where the keys came from, for messages: "SECRETS_KEY" or the key file's path. */
  origin: string;
  /**
   * Set when there was no key yet: writes the new key's file (0600). Called only once the
   * database is known to hold no secret sealed with another key, so a lost file is never
   * silently replaced by a new one.
   */
  save?: () => void;
}

/** Keys as SECRETS_KEY or the file list them: one a line or comma-separated, the sealing one first. */
function parseKeys(text: string, origin: string): Keyring {
  const written = text
    .split(/[,\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (written.length === 0) throw new ConfigError(`${origin}: holds no key.`);
  try {
    // Node's base64 reads the URL-safe alphabet too (openssl rand -base64 32 works as well).
    return { keys: written.map((key) => secretsKeyOf(Buffer.from(key, 'base64'))) };
  } catch (error) {
    if (!(error instanceof SecretsKeyError)) throw error;
    throw new ConfigError(
      `${origin}: each key must be 32 random bytes in base64 (make one with: npm run secrets -- new-key).`,
    );
  }
}

/**
 * The keys that seal two-factor secrets: SECRETS_KEY, else the key file in DATA_DIR (SQLite only;
 * a new one on first start). On PostgreSQL SECRETS_KEY is required: instances share the database,
 * so each making its own key would lock the others out of what it sealed.
 */
export function loadSecretsKeys(config: {
  secretsKey?: string;
  dataDir: string;
  databaseUrl?: string;
}): SecretsKeySource {
  if (config.secretsKey) {
    return { keyring: parseKeys(config.secretsKey, 'SECRETS_KEY'), origin: 'SECRETS_KEY' };
  }
  if (config.databaseUrl) {
    throw new ConfigError(
      'SECRETS_KEY is not set. With DATABASE_URL every instance must use the same key for ' +
        'two-factor secrets, so none makes its own: create one with "npm run secrets -- new-key" ' +
        'and give it to every instance as SECRETS_KEY.',
    );
  }
  const file = path.join(config.dataDir, SECRETS_KEY_FILE_NAME);
  if (fs.existsSync(file)) {
    fs.chmodSync(file, KEY_FILE_MODE);
    return { keyring: parseKeys(fs.readFileSync(file, 'utf8'), file), origin: file };
  }
  const key = newSecretsKey();
  return {
    keyring: parseKeys(key, file),
    origin: file,
    // 'wx': never over a file another process wrote meanwhile.
    save: () => fs.writeFileSync(file, `${key}\n`, { mode: KEY_FILE_MODE, flag: 'wx' }),
  };
}
