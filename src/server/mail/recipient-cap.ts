import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  createRateLimiter,
  type RateLimitRule,
  type WindowCount,
} from '#server/rate-limit/rate-limiter.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import type { TextMessageKind } from '#shared/messaging/text-messages.ts';

/**
 * Mails that anyone can make the server send by filling in a public form (a booking's receipt,
 * the office's notice of a booking or lead) go to one address at most this often: the booking
 * form must not relay mail (docs/decisions/0035). Counted in the database, so every instance
 * shares the count.
 */
export const RECIPIENT_CAP: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

/**
 * One inbox, however it is written: case does not matter, nor a "+tag" (most providers deliver
 * name+anything@ to name@), so neither makes a fresh count.
 */
export function inboxOf(address: string): string {
  const [local = '', domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.split('+')[0]}@${domain}`;
}

export interface CapCount extends WindowCount {
  /** Whether this mail is within the cap (to be sent on its own). */
  within: boolean;
  /** Mails of this kind past the cap in this window, this one included (0 when within). */
  over: number;
  /** When the window closes and the count starts again. */
  windowEndsAt: string;
}

/**
 * Counts one `kind` mail to `recipient`, in the caller's transaction: a booking that is not
 * stored counts nothing, and on PostgreSQL the counter's row keeps two instances in step.
 */
export async function countCappedMail(
  trx: Kysely<Database>,
  kind: MailKind,
  recipient: string,
  now: Date,
): Promise<CapCount> {
  return countCapped(trx, `mail:${kind}`, inboxOf(recipient), now);
}

/**
 * Counts one `kind` text message (WhatsApp and SMS alike) to a mobile number (its ten digits),
 * as mails are counted per address: anyone can book with anyone's number, so the booking form
 * must not send texts to a number as often as it is filled in.
 */
export function countCappedText(
  trx: Kysely<Database>,
  kind: TextMessageKind,
  nationalMobile: string,
  now: Date,
): Promise<CapCount> {
  return countCapped(trx, `text:${kind}`, nationalMobile, now);
}

async function countCapped(
  trx: Kysely<Database>,
  what: string,
  recipient: string,
  now: Date,
): Promise<CapCount> {
  // Hashed: the counters' table keeps no one's address or number.
  const key = `${what}:${createHash('sha256').update(recipient).digest('base64url')}`;
  const count = await createRateLimiter(trx).tally(key, RECIPIENT_CAP, now);
  const windowEndsAt = new Date(Date.parse(count.windowStartedAt) + RECIPIENT_CAP.windowMs);
  return {
    ...count,
    within: count.hits <= RECIPIENT_CAP.limit,
    over: Math.max(0, count.hits - RECIPIENT_CAP.limit),
    windowEndsAt: windowEndsAt.toISOString(),
  };
}
