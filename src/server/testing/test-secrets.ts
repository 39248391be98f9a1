import { randomBytes } from 'node:crypto';
import { type Keyring, secretsKeyOf } from '#server/secrets/secret-box.ts';

/** A key of its own for a test's app, as SECRETS_KEY or the key file would give one. */
export function testKeyring(): Keyring {
  return { keys: [secretsKeyOf(randomBytes(32))] };
}
