import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  claimTotpStep,
  findTwoFactor,
  spendRecoveryCode,
} from '#server/repositories/admin-two-factor.repository.ts';
import type { Keyring } from '#server/secrets/secret-box.ts';
import { looksLikeRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import { totpStepOf } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';

/** Which kind of code got someone in (a recovery code is worth auditing on its own). */
export type SecondFactor = 'app' | 'recovery-code';

/**
 * Checks a code from the app or a recovery code against an account with two-factor sign-in on,
 * and uses it up: an app code's time step (and every earlier one) is refused from then on, a
 * recovery code is spent. Null for a wrong, replayed or spent code. Call it inside the
 * transaction of whatever the code allows, so a code is used exactly when that happens.
 */
export async function spendSecondFactor(
  db: Kysely<Database>,
  keyring: Keyring,
  adminId: string,
  typed: string,
  now: Date,
): Promise<SecondFactor | null> {
  const code = typed.replace(/\s/g, '');
  const twoFactor = await findTwoFactor(db, adminId);
  if (!twoFactor?.enabledAt) return null;
  if (/^\d{6}$/.test(code)) {
    const secret = openTotpSecret(keyring, adminId, twoFactor.secret);
    const step = totpStepOf(secret, code, now);
    return step !== null && (await claimTotpStep(db, adminId, step)) ? 'app' : null;
  }
  if (!looksLikeRecoveryCode(code)) return null;
  return (await spendRecoveryCode(db, adminId, recoveryCodeHash(code), now))
    ? 'recovery-code'
    : null;
}
