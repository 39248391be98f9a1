import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's recommended memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the email is unknown, so a wrong email costs as long as a wrong password.
const NOBODY_HASH = hash('no account has this password');

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  const ok = await verify(passwordHash ?? (await NOBODY_HASH), password).catch(() => false);
  return passwordHash !== undefined && ok;
}
