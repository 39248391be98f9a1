import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '#server/db/schema.ts';
import { keyedError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { getMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { takeMobileCodeToken } from '#server/repositories/mobile-codes.repository.ts';
import { hashSecretToken } from '#server/secrets/secret-tokens.ts';
import { mobileCodeRequired } from '#shared/messaging/mobile-code-channel.ts';

/** The cookie the confirm route sets with the token, sent only with bookings. */
export const MOBILE_TOKEN_COOKIE = 'hsrp_mobile_token';

const TokenFieldSchema = z.object({ mobileToken: z.string().check(z.maxLength(100)) });

/**
 * The token a booking request carries: the confirm route's cookie (the web app's way), or a
 * `mobileToken` field (a caller of the API alone).
 */
export function presentedMobileToken(
  cookies: Record<string, string | undefined>,
  fields: unknown,
): string | undefined {
  return cookies[MOBILE_TOKEN_COOKIE] ?? TokenFieldSchema.safeParse(fields).data?.mobileToken;
}

/**
 * Refuses (403) a new booking while codes are required unless it carries a token of its phone,
 * and uses that token up, in the booking's transaction: a booking refused later (a full slot)
 * rolls back with its token, which stays usable.
 */
export async function takeMobileConfirmation(
  trx: Kysely<Database>,
  phone: string,
  token: string | undefined,
  mail: MailContext,
  now: Date,
): Promise<void> {
  if (!mobileCodeRequired(await getMessageSettings(trx), mail.textChannels)) return;
  const taken = token ? await takeMobileCodeToken(trx, hashSecretToken(token), phone, now) : false;
  if (!taken) throw keyedError(403, 'mobileCodeNeeded', 'phone');
}
