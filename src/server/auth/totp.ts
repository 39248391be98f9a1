import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: HMAC-SHA-1, 6 digits, 30-second steps. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/**
 * The step before and the step after are accepted too: a phone's clock may be a little off, and
 * a code typed in its last seconds arrives in the next step. RFC 6238 section 5.2 advises one.
 */
const WINDOW = 1;

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app reads from the QR code: "issuer: account", and the secret. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...TOTP_PARAMS, issuer, label: account, secret }).toString();
}

/**
 * The time step whose code this is, within the window around `now`, or null for a wrong code.
 * The caller accepts a step once (see claimTotpStep): the step, not the code, is what a replay
 * repeats.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const totp = new TOTP({ ...TOTP_PARAMS, secret });
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}
