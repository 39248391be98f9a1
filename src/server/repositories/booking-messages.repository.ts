import type { Kysely } from 'kysely';
import type { DialectFeatures } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import type { OutboxMailRow } from './outbox.repository.ts';

/** A booking's outbox rows, oldest first, without bodies or secrets: its card's messages. */
export function listBookingMessageRows(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('outboxMails')
    .select([
      'id',
      'channel',
      'kind',
      'subject',
      'recipient',
      'status',
      'deliveryStatus',
      'lastError',
      'createdAt',
      'updatedAt',
      'deliveredAt',
      'deliveryUpdatedAt',
    ])
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The office's own mails about a booking: not messages to its customer. */
const OFFICE_MAIL_KINDS = ['new-booking-admin', 'office-summary'] as const satisfies MailKind[];

/**
 * The messages sent to a booking's customer, with what they said, oldest first, for their data
 * download (the office's notices about the booking are the business's, not theirs).
 */
export function listBookingMessageBodies(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom('outboxMails')
    .select(['channel', 'recipient', 'subject', 'textBody', 'status', 'createdAt', 'deliveredAt'])
    .where('bookingId', '=', bookingId)
    .where('kind', 'not in', OFFICE_MAIL_KINDS)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/**
 * One message of a booking, whole, locked until the transaction ends on PostgreSQL: two taps on
 * "Resend" then take turns, and the second sees the row the first queued.
 */
export function lockBookingMessage(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  bookingId: string,
  id: string,
): Promise<OutboxMailRow | undefined> {
  let query = db
    .selectFrom('outboxMails')
    .selectAll()
    .where('id', '=', id)
    .where('bookingId', '=', bookingId);
  if (dialect.skipLockedRows) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Whether the same message (channel, kind, recipient, subject) of the booking waits to go. */
export async function hasQueuedTwin(db: Kysely<Database>, row: OutboxMailRow): Promise<boolean> {
  const twin = await db
    .selectFrom('outboxMails')
    .select('id')
    .where('bookingId', '=', row.bookingId)
    .where('channel', '=', row.channel)
    .where('kind', '=', row.kind)
    .where('recipient', '=', row.recipient)
    .where('subject', '=', row.subject)
    .where('status', 'in', ['pending', 'sending'])
    .where('id', '!=', row.id)
    .executeTakeFirst();
  return twin !== undefined;
}
