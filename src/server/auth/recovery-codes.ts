import { randomInt } from 'node:crypto';
import { hashSecretToken } from '#server/secrets/secret-tokens.ts';
import { RECOVERY_CODE_COUNT } from '#shared/admin/two-factor-schema.ts';

/** RFC 4648's base32 letters in lower case: no 0, 1, 8 or 9 to mistake for o, l, b or g. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 characters of 32: 80 random bits, far beyond guessing online or reversing its hash. */
const LENGTH = 16;

/** Ten new codes, shown as "abcd-efgh-ijkl-mnop". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return letters.join('').replace(/(.{4})(?!$)/g, '$1-');
  });
}

/** Whether typed text has the shape of a recovery code (dashes, spaces and case aside). */
export function looksLikeRecoveryCode(typed: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(compactRecoveryCode(typed));
}

/**
 * What the database keeps: SHA-256 of the compacted code. A slow hash (argon2, as for passwords)
 * protects secrets people choose; 80 random bits need none, and a plain hash lets the database
 * find the code by it rather than checking ten slow hashes per attempt.
 */
export function recoveryCodeHash(typed: string): string {
  return hashSecretToken(compactRecoveryCode(typed));
}

function compactRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}
