import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { MailContent } from '#server/mail/templates/mail-layout.ts';
import {
  enqueueMails,
  type MailSecret,
  type NewOutboxMail,
  upsertWaitingMail,
} from '#server/repositories/outbox.repository.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import {
  TEXT_MESSAGE_LABELS,
  type TextChannel,
  type TextMessagePayload,
} from '#shared/messaging/text-messages.ts';

/** Whom a notice is for: a booking's customer, the office (ADMIN_EMAIL), or a member of staff. */
export type Audience = 'customer' | 'office' | 'staff';

/** One outbox message a policy decided on. */
export interface Notice {
  audience: Audience;
  message: NewOutboxMail;
  /**
   * A message that waits under a known id until `dueAt`, rewritten by each later notice with the
   * same id while it waits: the office's summary of a burst (notifications/office-notices).
   */
  waiting?: { id: string; dueAt: string };
}

/** What a message is about, beyond its words: its booking, calendar file and secret. */
export interface MessageAbout {
  bookingId?: string;
  calendarEvent?: string;
  secret?: MailSecret;
  /** Not sent after this time: a reminder once its appointment began. */
  notAfter?: string;
}

/** A mail, as the outbox keeps it, with `content` from a template in mail/templates. */
export function byEmail(
  kind: MailKind,
  recipient: string,
  content: MailContent,
  about: MessageAbout = {},
): NewOutboxMail {
  return {
    channel: 'email',
    kind,
    recipient,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    ...about,
  };
}

/**
 * Writes the notices to the outbox, in the caller's transaction, in the order given: the
 * ordinary ones in one batch (inserted in chunks), then each waiting one under its id.
 */
export async function queueNotices(
  trx: Kysely<Database>,
  notices: readonly Notice[],
  now: Date,
): Promise<void> {
  await enqueueMails(
    trx,
    notices.filter((n) => !n.waiting).map((n) => n.message),
    now,
  );
  for (const { message, waiting } of notices) {
    if (!waiting) continue;
    const { secret: _, ...kept } = message;
    await upsertWaitingMail(trx, waiting.id, kept, waiting.dueAt, now);
  }
}

/**
 * A WhatsApp or SMS message, as the outbox keeps it: the payload the transport sends, and its
 * words (`text`, rendered from its template) for staff and the log. `recipient` is the number as
 * the providers take it (messaging/phone-number providerNumber).
 */
export function byText(
  channel: TextChannel,
  kind: MailKind,
  recipient: string,
  payload: TextMessagePayload,
  text: string,
  about: MessageAbout = {},
): NewOutboxMail {
  return {
    channel,
    kind,
    recipient,
    subject: TEXT_MESSAGE_LABELS[payload.kind],
    textBody: text,
    htmlBody: '',
    payload,
    ...about,
  };
}
