import { type Keyring, openSecret, sealSecret } from '#server/secrets/secret-box.ts';

/**
 * A TOTP secret as the database keeps it: sealed (decision 0038), bound to its account's row so
 * it cannot be copied onto another account. Checking a code needs the secret itself, so it cannot
 * be hashed; a database or backup without the key makes no sign-in code.
 */
const rowOf = (adminId: string) => `admin_two_factor:${adminId}`;

export function sealTotpSecret(keyring: Keyring, adminId: string, secret: string): string {
  return sealSecret(keyring, secret, rowOf(adminId));
}

export function openTotpSecret(keyring: Keyring, adminId: string, stored: string): string {
  return openSecret(keyring, stored, rowOf(adminId));
}
