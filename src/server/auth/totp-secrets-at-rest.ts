import type { Kysely } from 'kysely';
import { ConfigError } from '#server/config.ts';
import type { Database } from '#server/db/schema.ts';
import {
  listTwoFactorSecrets,
  replaceStoredSecret,
} from '#server/repositories/admin-two-factor.repository.ts';
import { isSealed, type Keyring, SecretsKeyError, sealedWith } from '#server/secrets/secret-box.ts';
import type { SecretsKeySource } from '#server/secrets/secrets-keys.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret.ts';

/**
 * At start, before anything is served: the keys must open every sealed TOTP secret, or the start
 * stops and says so (an account must never find its app's codes refused for a missing key). Then
 * a new key's file is written, and secrets kept in clear before decision 0038 are sealed.
 * Answers the keys to use.
 */
export async function prepareTotpSecrets(
  db: Kysely<Database>,
  source: SecretsKeySource,
): Promise<Keyring> {
  const rows = await listTwoFactorSecrets(db);
  const unopened = rows.filter((row) => isSealed(row.secret) && !opens(source.keyring, row));
  if (unopened.length > 0) {
    const keyIds = [...new Set(unopened.map((row) => sealedWith(row.secret)))].join(', ');
    throw new ConfigError(
      `The secrets key (${source.origin}) does not open the two-factor secrets of ` +
        `${unopened.length} account(s), sealed with key ${keyIds}. Give the key they were sealed ` +
        'with (SECRETS_KEY, or the secrets.key file restored beside the database); during a ' +
        'rotation give both keys, the new one first. See README, "Secrets key".',
    );
  }
  source.save?.();
  await resealTotpSecrets(db, source.keyring);
  return source.keyring;
}

/**
 * Seals each TOTP secret with the first key: the ones in clear, and (a rotation) the ones sealed
 * with another key. Answers how many it sealed anew.
 */
export async function resealTotpSecrets(db: Kysely<Database>, keyring: Keyring): Promise<number> {
  const current = keyring.keys[0]?.id;
  let resealed = 0;
  for (const row of await listTwoFactorSecrets(db)) {
    if (sealedWith(row.secret) === current) continue;
    const secret = isSealed(row.secret)
      ? openTotpSecret(keyring, row.adminId, row.secret)
      : row.secret;
    const sealed = sealTotpSecret(keyring, row.adminId, secret);
    await replaceStoredSecret(db, row.adminId, row.secret, sealed);
    resealed += 1;
  }
  return resealed;
}

function opens(keyring: Keyring, row: { adminId: string; secret: string }): boolean {
  try {
    openTotpSecret(keyring, row.adminId, row.secret);
    return true;
  } catch (error) {
    if (error instanceof SecretsKeyError) return false;
    throw error;
  }
}
