import type { AppDb } from '#server/db/app-db.ts';
import { lockHoldKeys } from '#server/holds/hold-limits.ts';
import { keyedError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { newSecretPlaceholder } from '#server/mail/mail-secret.ts';
import { providerNumber } from '#server/messaging/phone-number.ts';
import { mobileCode } from '#server/messaging/text-templates/mobile-code.ts';
import { renderText } from '#server/messaging/text-templates/text-template.ts';
import { byText, queueNotices } from '#server/notifications/notice.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import {
  findMobileCode,
  purgeMobileCodes,
  saveMobileCode,
} from '#server/repositories/mobile-codes.repository.ts';
import { mobileCodeChannel } from '#shared/messaging/mobile-code-channel.ts';
import { MOBILE_CODE_RULES } from '#shared/mobile-codes/mobile-code-rules.ts';
import type { MobileCodeSent } from '#shared/mobile-codes/mobile-code-schema.ts';
import type { Locale } from '#shared/site/locale.ts';
import { mobileCodeHash, newMobileCode } from './code-hash.ts';
import { CODE_WINDOW_MS, codeLockKey, countersAt } from './code-window.ts';

const { sendsPerHour, triesPerHour, resendWaitMs, validMs } = MOBILE_CODE_RULES;

/**
 * Makes a new code for `phone` (ten national digits, checked by the caller), keeps its hash and
 * queues it through the outbox in one transaction: the code itself rides only as the row's
 * secret, which the outbox keeps until it is sent. A new code replaces the one before.
 */
export async function sendMobileCode(
  db: AppDb,
  phone: string,
  language: Locale,
  mail: MailContext,
  now: Date,
): Promise<MobileCodeSent> {
  const settings = await getMessageSettings(db.kysely);
  const channel = mobileCodeChannel(settings, mail.textChannels, language);
  // Codes go out only while the owner asks for them: no one can have us text strangers else.
  if (!settings.requireMobileCode || !channel) throw keyedError(409, 'mobileCodeUnavailable');
  const code = newMobileCode();
  const codeHash = await mobileCodeHash(db.kysely, phone, code);
  const expiresAt = new Date(now.getTime() + validMs).toISOString();

  const resendAt = await db.kysely.transaction().execute(async (trx) => {
    await lockHoldKeys(trx, db.dialect, [codeLockKey(phone)]);
    const row = await findMobileCode(trx, phone);
    const counters = countersAt(row, now);
    if (counters.sends >= sendsPerHour) throw keyedError(429, 'mobileCodeTooManySends');
    if (counters.tries >= triesPerHour) throw keyedError(429, 'mobileCodeTooManyTries');
    if (row && Date.parse(row.lastSentAt) + resendWaitMs > now.getTime()) {
      throw keyedError(429, 'mobileCodeWait');
    }
    const sends = counters.sends + 1;
    await saveMobileCode(trx, {
      phone,
      codeHash,
      codeExpiresAt: expiresAt,
      lastSentAt: now.toISOString(),
      ...counters,
      sends,
    });
    const placeholder = newSecretPlaceholder();
    const payload = { kind: 'mobile_code' as const, language, params: [placeholder] };
    const text = renderText(mobileCode, language, payload.params);
    const message = byText(channel, 'mobile-code', providerNumber(phone), payload, text, {
      secret: { value: code, placeholder },
      // A code that arrives after it expired is no use: the outbox drops it instead.
      notAfter: expiresAt,
    });
    await queueNotices(trx, [{ audience: 'customer', message }], now);
    // The last send of the hour: the next one only once the hour is over.
    const next =
      sends >= sendsPerHour
        ? Date.parse(counters.windowStartedAt) + CODE_WINDOW_MS
        : now.getTime() + resendWaitMs;
    return new Date(next).toISOString();
  });
  await purgeMobileCodes(db.kysely, now, CODE_WINDOW_MS);
  return { channel, resendAt };
}
