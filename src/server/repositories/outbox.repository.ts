import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DialectFeatures } from '#server/db/dialect.ts';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database, OutboxChannel, OutboxMailsTable } from '#server/db/schema.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type TextChannel,
  type TextMessagePayload,
} from '#shared/messaging/text-messages.ts';

export type OutboxMailRow = OutboxMailsTable;

/** A secret a mail carries (a link's token) and the placeholder standing for it in the body. */
export interface MailSecret {
  value: string;
  placeholder: string;
}

export interface NewOutboxMail {
  /** Whose transport delivers it (mail/outbox-worker); a policy in notifications/ chooses. */
  channel: OutboxChannel;
  kind: MailKind;
  /** An address, or for a channel other than email whatever its transport sends to. */
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /**
   * Put in for its placeholder at sending, and kept only until then, so the kept body never
   * holds a working link (mail/mail-secret makes one).
   */
  secret?: MailSecret;
  bookingId?: string | null;
  /** An .ics file (a fitting appointment) sent with the mail as its calendar part. */
  calendarEvent?: string | null;
  /** A WhatsApp or SMS message's template and parameters; `textBody` then holds its words. */
  payload?: TextMessagePayload | null;
  /** Not sent after this time (a reminder once its appointment began). */
  notAfter?: string | null;
}

/** The columns a new row's optional parts fill, null where absent. */
function optionalColumns(mail: Omit<NewOutboxMail, 'secret'>) {
  return {
    bookingId: mail.bookingId ?? null,
    calendarEvent: mail.calendarEvent ?? null,
    payload: mail.payload ? JSON.stringify(mail.payload) : null,
    notAfter: mail.notAfter ?? null,
    providerId: null,
    deliveryStatus: null,
    deliveryUpdatedAt: null,
  };
}

/** Queues a message; notifications/notify calls it inside the transaction of the change. */
export async function enqueueMail(
  db: Kysely<Database>,
  mail: NewOutboxMail,
  now = new Date(),
): Promise<void> {
  await enqueueMails(db, [mail], now);
}

/** Queues many mails at once (a bank statement's confirmations), in the caller's transaction. */
export async function enqueueMails(
  db: Kysely<Database>,
  mails: readonly NewOutboxMail[],
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  for await (const some of inChunks(mails)) {
    await db
      .insertInto('outboxMails')
      .values(
        some.map(({ secret, ...mail }) => ({
          id: randomUUID(),
          ...mail,
          ...optionalColumns(mail),
          secret: secret?.value ?? null,
          secretPlaceholder: secret?.placeholder ?? null,
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: at,
          claimedUntil: null,
          lastError: null,
          createdAt: at,
          updatedAt: at,
          deliveredAt: null,
        })),
      )
      .execute();
  }
}

/**
 * Queues a mail under a known id, due at `dueAt`, or rewrites its content while it still waits:
 * one mail that sums up a burst (notifications/office-notices) is kept up to date by each new arrival.
 */
export async function upsertWaitingMail(
  db: Kysely<Database>,
  id: string,
  mail: Omit<NewOutboxMail, 'secret'>,
  dueAt: string,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const content = { subject: mail.subject, textBody: mail.textBody, htmlBody: mail.htmlBody };
  await db
    .insertInto('outboxMails')
    .values({
      id,
      ...mail,
      ...optionalColumns(mail),
      secret: null,
      secretPlaceholder: null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: dueAt,
      claimedUntil: null,
      lastError: null,
      createdAt: at,
      updatedAt: at,
      deliveredAt: null,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ ...content, updatedAt: at })
        .where('outboxMails.status', '=', 'pending'),
    )
    .execute();
}

/**
 * Takes up to `limit` due mails for this worker: pending ones whose time has come, and ones whose
 * sender's claim lapsed (it crashed mid-send). Atomic, so two workers never take the same row.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  { now, claimMs, limit }: { now: Date; claimMs: number; limit: number },
): Promise<OutboxMailRow[]> {
  const at = now.toISOString();
  let due = db
    .selectFrom('outboxMails')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('claimedUntil', '<=', at)]),
      ]),
    )
    .orderBy('nextAttemptAt')
    .limit(limit);
  if (dialect.skipLockedRows) due = due.forUpdate().skipLocked();
  return db
    .updateTable('outboxMails')
    .set((eb) => ({
      status: 'sending',
      claimedUntil: new Date(now.getTime() + claimMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updatedAt: at,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * After the transport delivered: with the provider's message id (WhatsApp, SMS), by which its
 * delivery reports find the row. The report may have come first (it finds the row by its id
 * too): a status it recorded is kept, only an empty one becomes 'sent'.
 */
export async function markMailDelivered(
  db: Kysely<Database>,
  id: string,
  status: 'sent' | 'logged',
  now: Date,
  providerId?: string,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('outboxMails')
    .set((eb) => ({
      status,
      secret: null,
      claimedUntil: null,
      lastError: null,
      deliveredAt: at,
      updatedAt: at,
      ...(providerId && {
        providerId,
        deliveryStatus: eb.fn.coalesce('deliveryStatus', eb.val<DeliveryStatus>('sent')),
        deliveryUpdatedAt: eb.fn.coalesce('deliveryUpdatedAt', eb.val(at)),
      }),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * After a failed attempt: try again at `retryAt`, or give up (failed) when it is undefined; a
 * mail given up drops its secret, so it cannot be sent again (a new link must be asked for).
 * Only a row still being sent: a worker whose claim lapsed, failing late, must not put back in
 * the queue a message another worker has since delivered.
 */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: Date | undefined,
  now: Date,
): Promise<void> {
  await db
    .updateTable('outboxMails')
    .set({
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt ? {} : { secret: null }),
      nextAttemptAt: (retryAt ?? now).toISOString(),
      claimedUntil: null,
      lastError: error.slice(0, 500),
      updatedAt: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function listUndeliveredMails(db: Kysely<Database>, limit = 50) {
  return db
    .selectFrom('outboxMails')
    .leftJoin('bookings', 'bookings.id', 'outboxMails.bookingId')
    .select([
      'outboxMails.id',
      'outboxMails.channel',
      'outboxMails.kind',
      'outboxMails.recipient',
      'outboxMails.subject',
      'outboxMails.status',
      'outboxMails.attempts',
      'outboxMails.lastError',
      'outboxMails.createdAt',
      'outboxMails.nextAttemptAt',
      'bookings.orderId',
    ])
    .where('outboxMails.status', 'in', ['failed', 'pending', 'sending'])
    .$narrowType<{ status: 'failed' | 'pending' | 'sending' }>()
    .orderBy('outboxMails.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** A mail's envelope and delivery state (no body, no secret). */
export async function findMailEnvelope(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('outboxMails')
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'lastError', 'bookingId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What asking for a failed mail to be sent again came to. */
export type MailRetry = 'queued' | 'not-failed' | 'secret-dropped';

/**
 * Puts a failed mail back in the queue for a fresh series of attempts; not one whose secret was
 * dropped when it was given up (it would go out without its link), unless a new secret is given.
 */
export async function retryFailedMail(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
  newSecret?: string,
): Promise<MailRetry> {
  const at = now.toISOString();
  // A fresh message: the provider's id and report of the last one would make the worker take
  // it for already sent (mail/outbox-worker).
  let retry = db
    .updateTable('outboxMails')
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
      updatedAt: at,
      providerId: null,
      deliveryStatus: null,
      deliveryUpdatedAt: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed');
  retry = newSecret
    ? retry.set({ secret: newSecret }).where('secretPlaceholder', 'is not', null)
    : retry.where((eb) =>
        eb.or([eb('secretPlaceholder', 'is', null), eb('secret', 'is not', null)]),
      );
  const result = await retry.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'queued';
  const failed = await db
    .selectFrom('outboxMails')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return failed ? 'secret-dropped' : 'not-failed';
}

/**
 * Gives up the pending `kind` messages of these bookings on every channel (a reminder whose
 * appointment moved or was cancelled): failed with `reason` for staff, the secret dropped so it
 * can never go. One being sent at this moment is left to finish. Answers how many.
 */
export async function withdrawPendingMails(
  db: Kysely<Database>,
  kind: MailKind,
  bookingIds: readonly string[],
  reason: string,
  now: Date,
): Promise<number> {
  let withdrawn = 0;
  for await (const some of inChunks(bookingIds)) {
    const result = await db
      .updateTable('outboxMails')
      .set({ status: 'failed', secret: null, lastError: reason, updatedAt: now.toISOString() })
      .where('kind', '=', kind)
      .where('bookingId', 'in', some)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    withdrawn += Number(result.numUpdatedRows);
  }
  return withdrawn;
}

/** What a provider's delivery report says about one WhatsApp or SMS message. */
export interface DeliveryReport {
  channel: TextChannel;
  providerId: string;
  /** The row's id as the send handed it to the provider, which echoes it back (WhatsApp). */
  outboxId?: string;
  status: DeliveryStatus;
  /** The provider's words for a failure. */
  reason?: string;
}

/**
 * Reports arrive out of order, so one only moves a row forward. Delivered and read prove the
 * customer has it, so they outrank a failure (a provider may report one, retry and deliver).
 */
const DELIVERY_RANK: Record<DeliveryStatus, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };

/** recorded: the row moved on; behind: it already knew as much or more; unknown: no such row. */
export type DeliveryRecording = 'recorded' | 'behind' | 'unknown';

/**
 * Records a delivery report on its row, found by the provider's id or, while that is not stored
 * yet (the report outran the send's answer), by the echoed row id, which then stores it. One
 * statement, so two reports at once cannot both win. A failure becomes the row's status with the
 * provider's reason, for staff to see and resend; a later delivery clears it again.
 */
export async function recordDeliveryReport(
  db: Kysely<Database>,
  report: DeliveryReport,
  now = new Date(),
): Promise<DeliveryRecording> {
  const { channel, providerId, outboxId, status } = report;
  // PostgreSQL refuses NUL in text; no id of ours holds one.
  if (`${providerId}${outboxId ?? ''}`.includes('\u0000')) return 'unknown';
  const at = now.toISOString();
  const behind = DELIVERY_STATUSES.filter((s) => DELIVERY_RANK[s] < DELIVERY_RANK[status]);
  const failed = status === 'failed';
  const reason = (report.reason ?? 'The provider gave no reason.').replaceAll('\u0000', '');
  const result = await db
    .updateTable('outboxMails')
    .set((eb) => ({
      deliveryStatus: status,
      deliveryUpdatedAt: at,
      updatedAt: at,
      providerId,
      ...(failed
        ? { status: 'failed' as const, secret: null, lastError: reason.slice(0, 500) }
        : {
            // A failure reported before is undone by the proof of delivery.
            status: eb
              .case()
              .when('deliveryStatus', '=', 'failed')
              .then('sent' as const)
              .else(eb.ref('status'))
              .end(),
            lastError: eb
              .case()
              .when('deliveryStatus', '=', 'failed')
              .then(null)
              .else(eb.ref('lastError'))
              .end(),
          }),
    }))
    .where('channel', '=', channel)
    .where((eb) => matchesReport(eb, providerId, outboxId))
    .where((eb) =>
      behind.length === 0
        ? eb('deliveryStatus', 'is', null)
        : eb.or([eb('deliveryStatus', 'is', null), eb('deliveryStatus', 'in', behind)]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'recorded';
  const known = await db
    .selectFrom('outboxMails')
    .select('id')
    .where('channel', '=', channel)
    .where((eb) => matchesReport(eb, providerId, outboxId))
    .executeTakeFirst();
  return known ? 'behind' : 'unknown';
}

/** The row with this provider id, or the echoed row while it has none (not a resent one's). */
function matchesReport(
  eb: ExpressionBuilder<Database, 'outboxMails'>,
  providerId: string,
  outboxId: string | undefined,
) {
  const byProviderId = eb('providerId', '=', providerId);
  if (outboxId === undefined) return byProviderId;
  return eb.or([byProviderId, eb.and([eb('id', '=', outboxId), eb('providerId', 'is', null)])]);
}
