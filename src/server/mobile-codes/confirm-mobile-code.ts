import type { AppDb } from '#server/db/app-db.ts';
import { lockHoldKeys } from '#server/holds/hold-limits.ts';
import { keyedError } from '#server/http/http-error.ts';
import {
  findMobileCode,
  insertMobileCodeToken,
  saveMobileCode,
} from '#server/repositories/mobile-codes.repository.ts';
import { hashSecretToken, newSecretToken } from '#server/secrets/secret-tokens.ts';
import { MOBILE_CODE_RULES } from '#shared/mobile-codes/mobile-code-rules.ts';
import type { MobileCodeConfirmed } from '#shared/mobile-codes/mobile-code-schema.ts';
import type { MessageKey } from '#shared/validation/form-messages.ts';
import { mobileCodeHash, sameHash } from './code-hash.ts';
import { codeLockKey, countersAt } from './code-window.ts';

type Outcome = { token: MobileCodeConfirmed } | { refusal: [number, MessageKey] };

/**
 * Checks a typed code against the number's live one. Every check counts as a try, and a wrong one
 * is counted even though it is refused: the count is committed before the refusal is thrown. A
 * right code is used up and answered with a token for one booking (kept as its SHA-256).
 */
export async function confirmMobileCode(
  db: AppDb,
  phone: string,
  code: string,
  now: Date,
): Promise<MobileCodeConfirmed> {
  const typedHash = await mobileCodeHash(db.kysely, phone, code);
  const outcome = await db.kysely.transaction().execute(async (trx): Promise<Outcome> => {
    await lockHoldKeys(trx, db.dialect, [codeLockKey(phone)]);
    const row = await findMobileCode(trx, phone);
    const counters = countersAt(row, now);
    if (counters.tries >= MOBILE_CODE_RULES.triesPerHour) {
      return { refusal: [429, 'mobileCodeTooManyTries'] };
    }
    const live =
      row?.codeHash && row.codeExpiresAt && Date.parse(row.codeExpiresAt) > now.getTime()
        ? row.codeHash
        : undefined;
    // Nothing to guess against: no try is counted, and nothing is written.
    if (!row || !live) return { refusal: [400, 'mobileCodeExpired'] };
    const right = sameHash(live, typedHash);
    await saveMobileCode(trx, {
      ...row,
      ...counters,
      tries: counters.tries + 1,
      ...(right ? { codeHash: null, codeExpiresAt: null } : {}),
    });
    if (!right) return { refusal: [400, 'mobileCodeWrong'] };
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + MOBILE_CODE_RULES.tokenValidMs).toISOString();
    await insertMobileCodeToken(trx, { tokenHash: hashSecretToken(token), phone, expiresAt });
    return { token: { token, expiresAt } };
  });
  if ('refusal' in outcome) throw keyedError(outcome.refusal[0], outcome.refusal[1], 'code');
  return outcome.token;
}
