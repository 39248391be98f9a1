import type { Kysely } from 'kysely';
import type { AppDb } from '#server/db/app-db.ts';
import type { Database } from '#server/db/schema.ts';
import type { MailTransport, OutgoingMail } from '#server/mail/mail-transport.ts';
import type { OutboxChannels } from '#server/mail/outbox-channels.ts';
import { type OutboxWorker, startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { byText } from '#server/notifications/notice.ts';
import { enqueueMails, type MailSecret } from '#server/repositories/outbox.repository.ts';
import type { TextChannel, TextMessagePayload } from '#shared/messaging/text-messages.ts';

/** E-mail goes nowhere in these tests: only the text channels are looked at. */
export const noEmail: MailTransport = {
  deliveredAs: 'logged',
  deliver: async () => undefined,
  close: () => {},
};

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A worker whose start-up run is over, so it runs only when the test says; every retry is due
 * at once (no backoff), so a test steps through attempts with runOnce.
 */
export async function idleWorker(
  db: AppDb,
  channels: Omit<OutboxChannels, 'email'>,
  options: { maxAttempts?: number; concurrency?: number; batchSize?: number } = {},
): Promise<OutboxWorker> {
  const worker = startOutboxWorker({
    db,
    channels: { email: noEmail, ...channels },
    log: quiet,
    pollMs: 60_000,
    backoffMs: () => 0,
    ...options,
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await worker.runOnce();
  return worker;
}

/** Queues one WhatsApp or SMS message as a policy would; answers its row id. */
export async function queueText(
  db: Kysely<Database>,
  channel: TextChannel,
  payload: TextMessagePayload,
  about: { secret?: MailSecret; notAfter?: string; recipient?: string } = {},
): Promise<string> {
  const { recipient = '919812345678', ...rest } = about;
  const words = `${payload.kind}: ${payload.params.join(' / ')}`;
  await enqueueMails(db, [byText(channel, 'booking-received', recipient, payload, words, rest)]);
  const row = await db
    .selectFrom('outboxMails')
    .select('id')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .where('channel', '=', channel)
    .where('textBody', '=', words)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A row's delivery state as staff and the providers' reports see it. */
export const textRow = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('outboxMails')
    .select([
      'status',
      'attempts',
      'lastError',
      'providerId',
      'deliveryStatus',
      'secret',
      'deliveredAt',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/**
 * Delivers what the outbox holds now, every channel through one recording transport; answers the
 * messages as their recipients got them (secrets put in).
 */
export async function deliverOutboxNow(db: AppDb): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const recording: MailTransport = {
    deliveredAs: 'sent',
    deliver: async (message) => void sent.push(message),
    close: () => {},
  };
  const worker = startOutboxWorker({
    db,
    channels: { email: recording, whatsapp: recording, sms: recording },
    log: quiet,
    pollMs: 60_000,
  });
  await worker.runOnce();
  await worker.stop();
  return sent;
}
