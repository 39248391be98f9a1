import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '#server/db/app-db.ts';
import type { OutboxChannel } from '#server/db/schema.ts';
import {
  claimDueMails,
  markMailAttemptFailed,
  markMailDelivered,
  type OutboxMailRow,
} from '#server/repositories/outbox.repository.ts';
import { indiaDateTime } from '#shared/site/india-time.ts';
import { isPermanent } from './delivery-failure.ts';
import { renderMailBody, renderPayload } from './mail-secret.ts';
import type { OutboxChannels } from './outbox-channels.ts';

export interface OutboxWorkerOptions {
  db: AppDb;
  /** Each row goes through the transport of its channel. */
  channels: OutboxChannels;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a mail is marked failed for an admin to retry. */
  maxAttempts?: number;
  /** Wait before attempt n+1 after n failures. */
  backoffMs?: (failedAttempts: number) => number;
  /** How long a claimed mail stays with this worker before another may take it. */
  claimMs?: number;
  /**
   * Messages of a batch in flight at once, each channel held to its transport's maxInFlight. One
   * SMTP conversation or WhatsApp request takes 100–300 ms, so one at a time held an instance to
   * a few messages a second (docs/capacity.md).
   */
  concurrency?: number;
}

export interface OutboxWorker {
  /** Delivers what is due now; answers how many mails it handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the delivery in flight. */
  stop(): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const SECRET_GONE = 'The link this mail carried is no longer kept; ask for a new one.';
const SECRET_DROPPED = 'Its link is not kept: ask for a new one.';
const noTransport = (channel: string) => `No transport is configured for the ${channel} channel.`;
const tooLate = (notAfter: string) =>
  `Not sent: it was to go out by ${indiaDateTime(new Date(notAfter))} (India time), and that time had passed.`;
/** 30 s, 1 min, 2 min … capped at one hour: about two hours from first try to "failed". */
export const defaultBackoffMs = (failedAttempts: number) =>
  Math.min(30_000 * 2 ** (failedAttempts - 1), 60 * 60_000);

/**
 * Delivers the outbox in the background. Mail never holds up the request that caused it; rows
 * written before a crash are delivered after the restart, and claims keep workers from doubling up.
 */
export function startOutboxWorker({
  db,
  channels,
  log,
  pollMs = 1000,
  batchSize = 40,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  backoffMs = defaultBackoffMs,
  claimMs = 120_000,
  concurrency = 16,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  const slots = channelSlots(channels);
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> = Promise.resolve(0);

  async function deliver(mail: OutboxMailRow): Promise<void> {
    // A provider's report already names this message (its send answer was lost, or this worker
    // died before recording it): it went out, so it is recorded, not sent again.
    if (mail.providerId !== null || mail.deliveryStatus !== null) {
      await markMailDelivered(db.kysely, mail.id, 'sent', new Date());
      log.info({ mailId: mail.id, channel: mail.channel }, 'message already reported sent');
      return;
    }
    // Put together only now: the stored body has a placeholder where the secret goes.
    const body = renderMailBody(mail);
    const payload = renderPayload(mail);
    // A row of a channel this instance has no transport for fails its attempt like an
    // unreachable server: it is retried with the same backoff (another instance, or this one
    // after a restart with the channel configured, may send it), then after maxAttempts marked
    // failed and listed for staff with the reason. It is never dropped, nor retried forever.
    const transport = channels[mail.channel];
    const late = mail.notAfter !== null && Date.parse(mail.notAfter) < Date.now();
    try {
      if (!body || payload === undefined) throw new Error(SECRET_GONE);
      if (late) throw new Error(tooLate(mail.notAfter ?? ''));
      if (!transport) throw new Error(noTransport(mail.channel));
      const receipt = await transport.deliver({
        id: mail.id,
        to: mail.recipient,
        subject: mail.subject,
        ...body,
        calendarEvent: mail.calendarEvent,
        payload,
      });
      const at = new Date();
      await markMailDelivered(db.kysely, mail.id, transport.deliveredAs, at, receipt?.providerId);
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      const giveUp =
        !body ||
        payload === undefined ||
        late ||
        isPermanent(error) ||
        mail.attempts >= maxAttempts;
      const reason = giveUp && mail.secret !== null ? `${failure} ${SECRET_DROPPED}` : failure;
      const at = new Date();
      const retryAt = giveUp ? undefined : new Date(at.getTime() + backoffMs(mail.attempts));
      await markMailAttemptFailed(db.kysely, mail.id, reason, retryAt, at);
      const level = giveUp ? 'error' : 'warn';
      const fields = { mailId: mail.id, channel: mail.channel, attempts: mail.attempts, reason };
      log[level](fields, 'mail delivery failed');
    }
  }

  async function deliverDue(): Promise<number> {
    const now = new Date();
    const mails = await claimDueMails(db.kysely, db.dialect, { now, claimMs, limit: batchSize });
    // A few senders take the batch's mails in turn, each the next one not yet taken.
    let next = 0;
    const sender = async () => {
      for (let mail = mails[next++]; mail; mail = mails[next++]) {
        const row = mail;
        await slots[row.channel](() => deliver(row));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, mails.length) }, sender));
    return mails.length;
  }

  function runOnce(): Promise<number> {
    inFlight = inFlight.then(deliverDue, deliverDue);
    return inFlight;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'outbox run failed');
      }
      // A full batch means more may be waiting: go again at once.
      schedule(handled >= batchSize ? 0 : pollMs);
    }, delay);
  }
  schedule(0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight.catch(() => 0);
    },
  };
}

type Slot = (run: () => Promise<void>) => Promise<void>;

/** Per channel, a gate that lets at most its transport's maxInFlight deliveries through at once. */
function channelSlots(channels: OutboxChannels): Record<OutboxChannel, Slot> {
  const gate = (max: number): Slot => {
    let active = 0;
    const waiting: (() => void)[] = [];
    return async (run) => {
      if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      try {
        await run();
      } finally {
        // The freed place passes straight to the next in line, or is given back.
        const nextInLine = waiting.shift();
        if (nextInLine) nextInLine();
        else active -= 1;
      }
    };
  };
  const open: Slot = (run) => run();
  const slotOf = (transport: { maxInFlight?: number } | undefined) =>
    transport?.maxInFlight ? gate(transport.maxInFlight) : open;
  return {
    email: slotOf(channels.email),
    whatsapp: slotOf(channels.whatsapp),
    sms: slotOf(channels.sms),
  };
}
