import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.ts';
import {
  countUnusedRecoveryCodes,
  enableTwoFactor,
  findTwoFactor,
  isTwoFactorOn,
  replaceRecoveryCodes,
  savePendingSecret,
} from '#server/repositories/admin-two-factor.repository.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import type { Keyring } from '#server/secrets/secret-box.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import type { Enrolment, TwoFactorStatus } from '#shared/admin/two-factor-schema.ts';
import { turnOffTwoFactor } from './admin-accounts.ts';
import { countSignInAttempt, forgiveSignIn, signInKeys } from './password-check.ts';
import { verifyPassword } from './passwords.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { spendSecondFactor } from './second-factor.ts';
import type { SessionAccount } from './sessions.ts';
import { newTotpSecret, otpauthUri, totpStepOf } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret.ts';
import { isTwoFactorRequired } from './two-factor-requirement.ts';

export async function getTwoFactorStatus(
  db: Kysely<Database>,
  account: SessionAccount,
  enforced: boolean,
): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, account.adminId);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? await countUnusedRecoveryCodes(db, account.adminId) : 0,
    required: await isTwoFactorRequired(db, account, enforced),
  };
}

/**
 * A new secret for the account, waiting for its first code (a new start replaces one still
 * waiting). The app shows the site's name and the account's e-mail beside the codes.
 */
export async function startEnrolment(
  db: Kysely<Database>,
  keyring: Keyring,
  account: SessionAccount,
  now = new Date(),
): Promise<Enrolment> {
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(keyring, account.adminId, secret);
  if (!(await savePendingSecret(db, account.adminId, sealed, now))) {
    throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  }
  const uri = otpauthUri(secret, (await getSiteInfo(db)).name, account.email);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The first code from the app turns it on; answers the recovery codes, shown this once. */
export async function confirmEnrolment(
  db: Kysely<Database>,
  keyring: Keyring,
  actor: AuditActor & { adminId: string },
  code: string,
  now = new Date(),
): Promise<string[]> {
  const { adminId } = actor;
  const waiting = await findTwoFactor(db, adminId);
  if (waiting?.enabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  if (!waiting) throw new HttpError(409, TWO_FACTOR_MESSAGES.noEnrolment);
  const step = totpStepOf(openTotpSecret(keyring, adminId, waiting.secret), code, now);
  if (step === null) {
    throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongCode, {
      code: TWO_FACTOR_MESSAGES.wrongCode,
    });
  }
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    // The secret confirmed must be the one still waiting: a second start in another tab
    // replaced it, and its QR code is the one the app must have.
    if (!(await enableTwoFactor(trx, adminId, waiting.secret, step, now))) {
      throw new HttpError(409, TWO_FACTOR_MESSAGES.noEnrolment);
    }
    await replaceRecoveryCodes(trx, adminId, recoveryCodes.map(recoveryCodeHash), now);
    await recordAudit(trx, actor, { kind: 'two-factor-enabled', subject: actor.email }, now);
  });
  return recoveryCodes;
}

export interface IdentityCheck {
  password: string;
  /** The request's address: the check counts toward the sign-in limits. */
  address: string;
}

/** Turns two-factor sign-in off; asks for the password and a current code. */
export async function disableTwoFactor(
  db: Kysely<Database>,
  keyring: Keyring,
  limiter: RateLimiter,
  account: SessionAccount,
  check: IdentityCheck & { code: string },
  now = new Date(),
): Promise<void> {
  await withPasswordAgain(db, limiter, account, check, now, () =>
    db.transaction().execute(async (trx) => {
      if (!(await spendSecondFactor(trx, keyring, account.adminId, check.code, now))) {
        throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongCode, {
          code: TWO_FACTOR_MESSAGES.wrongCode,
        });
      }
      await turnOffTwoFactor(trx, account.adminId);
      await recordAudit(
        trx,
        actorOf(account, check),
        { kind: 'two-factor-disabled', subject: account.email },
        now,
      );
    }),
  );
}

/** Ten new recovery codes, the old ones void; asks for the password. */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  limiter: RateLimiter,
  account: SessionAccount,
  check: IdentityCheck,
  now = new Date(),
): Promise<string[]> {
  return withPasswordAgain(db, limiter, account, check, now, async () => {
    const recoveryCodes = newRecoveryCodes();
    const hashes = recoveryCodes.map(recoveryCodeHash);
    // One transaction: the old codes go only with the new ones stored.
    await db.transaction().execute(async (trx) => {
      await replaceRecoveryCodes(trx, account.adminId, hashes, now);
      await recordAudit(
        trx,
        actorOf(account, check),
        { kind: 'two-factor-recovery-codes-renewed', subject: account.email },
        now,
      );
    });
    return recoveryCodes;
  });
}

function actorOf(account: SessionAccount, { address }: IdentityCheck): AuditActor {
  return { adminId: account.adminId, email: account.email, address };
}

/**
 * Runs `change` for an account with two-factor sign-in on, once its password is given again. The
 * check counts like a sign-in, so a stolen session cannot guess the password here either.
 */
async function withPasswordAgain<T>(
  db: Kysely<Database>,
  limiter: RateLimiter,
  account: SessionAccount,
  { password, address }: IdentityCheck,
  now: Date,
  change: () => Promise<T>,
): Promise<T> {
  if (!(await isTwoFactorOn(db, account.adminId))) {
    throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  }
  const keys = signInKeys(account.email, address);
  await countSignInAttempt(limiter, keys, now);
  const admin = await findAdminByEmail(db, account.email);
  if (!(await verifyPassword(admin?.passwordHash, password))) {
    throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongPassword, {
      password: TWO_FACTOR_MESSAGES.wrongPassword,
    });
  }
  const result = await change();
  await forgiveSignIn(limiter, keys);
  return result;
}
