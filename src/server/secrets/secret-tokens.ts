import { createHash, randomBytes } from 'node:crypto';

/** A secret for a cookie or an e-mailed link: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the secret itself. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
