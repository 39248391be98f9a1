import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import type { Notice } from './notice.ts';
import type { NotificationEvent } from './notification-events.ts';

/** What the policies need to know of the deployment: links, the office's address, the caps. */
export type NotifyContext = Pick<
  MailContext,
  'publicUrl' | 'adminEmail' | 'recipientCaps' | 'textChannels'
>;

/**
 * One event type's policy: who hears of it, by which channel, in which language, with what. It
 * may read and write in the event's transaction (site info, tracking links, the caps' counters)
 * and answers the outbox messages; notify writes them.
 */
export type Policy<Event extends NotificationEvent> = (
  trx: Kysely<Database>,
  event: Event,
  context: NotifyContext,
  now: Date,
) => Promise<Notice[]>;
