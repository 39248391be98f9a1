import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import type { DialectFeatures } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import {
  hasQueuedTwin,
  listBookingMessageRows,
  lockBookingMessage,
} from '#server/repositories/booking-messages.repository.ts';
import { findBookingById } from '#server/repositories/bookings.repository.ts';
import { enqueueMail } from '#server/repositories/outbox.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import {
  type BookingMessages,
  CHANNEL_LABELS,
  mayResend,
  messageState,
} from '#shared/admin/booking-messages.ts';
import type { TextMessagePayload } from '#shared/messaging/text-messages.ts';

/** The booking card's messages, or undefined for no such booking. */
export async function bookingMessages(
  db: Kysely<Database>,
  bookingId: string,
): Promise<BookingMessages | undefined> {
  const booking = await findBookingById(db, bookingId);
  if (!booking) return undefined;
  const rows = await listBookingMessageRows(db, bookingId);
  return {
    whatsappConsent: { at: booking.whatsappConsentAt, version: booking.whatsappConsentVersion },
    messages: rows.map((row) => {
      const state = messageState(row.status, row.deliveryStatus);
      return {
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        subject: row.subject,
        recipient: row.recipient,
        state,
        reason: state === 'failed' ? row.lastError : null,
        queuedAt: row.createdAt,
        stateAt: row.deliveryUpdatedAt ?? row.deliveredAt ?? row.updatedAt,
        resendable: mayResend(row.channel, state),
      };
    }),
  };
}

/** What asking to send a booking's message again came to. */
export type Resend = 'queued' | 'not-found' | 'not-resendable' | 'already-queued';

/**
 * Staff's "Resend": a new outbox row with the old one's words (and template payload), so the old
 * row keeps its history. Refused while the same message already waits to go (a double tap, or a
 * resend not sent yet). A tracking link's secret is never kept once a message is finished
 * (decision 0038), so the copy carries a fresh link.
 */
export async function resendBookingMessage(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  { bookingId, messageId }: { bookingId: string; messageId: string },
  actor: AuditActor,
  now = new Date(),
): Promise<Resend> {
  return db.transaction().execute(async (trx) => {
    const row = await lockBookingMessage(trx, dialect, bookingId, messageId);
    if (!row) return 'not-found';
    if (!mayResend(row.channel, messageState(row.status, row.deliveryStatus))) {
      return 'not-resendable';
    }
    if (await hasQueuedTwin(trx, row)) return 'already-queued';
    // The one secret a booking's message carries is its tracking link.
    let secret: { value: string; placeholder: string } | undefined;
    if (row.secretPlaceholder !== null) {
      const [link] = await issueTrackingLinks(trx, [bookingId], now);
      secret = { value: link ?? '', placeholder: row.secretPlaceholder };
    }
    await enqueueMail(
      trx,
      {
        channel: row.channel,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        textBody: row.textBody,
        htmlBody: row.htmlBody,
        bookingId,
        calendarEvent: row.calendarEvent,
        payload: row.payload ? (JSON.parse(row.payload) as TextMessagePayload) : null,
        notAfter: row.notAfter,
        secret,
      },
      now,
    );
    await recordAudit(
      trx,
      actor,
      {
        kind: 'message-resent',
        subject: `${CHANNEL_LABELS[row.channel]} to ${row.recipient}: ${row.subject}`,
        before: { id: row.id, status: row.status, delivery: row.deliveryStatus },
        after: { status: 'pending' },
      },
      now,
    );
    return 'queued';
  });
}
