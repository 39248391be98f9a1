import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxChannel } from '#server/db/schema.ts';
import { enqueueMails } from '#server/repositories/outbox.repository.ts';
import { type SmtpTestServer, startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from './mail-transport.ts';
import type { OutboxChannels } from './outbox-channels.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';

let t: TestApp;
let smtp: SmtpTestServer;
let email: MailTransport;
const workers: OutboxWorker[] = [];
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeEach(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
  email = createSmtpTransport(smtp.url, 'HSRP Plate Booking <no-reply@hsrp.test>');
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  email.close();
  await smtp.close();
  await t.close();
});

/** A text-message transport that keeps what it was given, as an SMS gateway would receive it. */
function smsGateway() {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    deliveredAs: 'sent',
    async deliver(message) {
      sent.push(message);
      return undefined;
    },
    close: () => {},
  };
  return { sent, transport };
}

/** A worker whose start-up run is over, so it runs only when the test says. */
async function idleWorker(channels: OutboxChannels, maxAttempts?: number) {
  const w = startOutboxWorker({
    db: t.db,
    channels,
    log: quiet,
    pollMs: 60_000,
    backoffMs: () => 0,
    maxAttempts,
  });
  workers.push(w);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await w.runOnce();
  return w;
}

const queue = (...rows: [OutboxChannel, string][]) =>
  t.db.kysely.transaction().execute((trx) =>
    enqueueMails(
      trx,
      rows.map(([channel, recipient]) => ({
        channel,
        kind: 'booking-received',
        recipient,
        subject: 'We received your payment details',
        textBody: `Order for ${recipient}`,
        htmlBody: `<p>Order for ${recipient}</p>`,
      })),
    ),
  );
const outbox = () =>
  t.db.kysely
    .selectFrom('outboxMails')
    .select(['channel', 'recipient', 'status', 'lastError'])
    .orderBy('channel')
    .execute();

describe('the outbox worker routes each row by its channel', () => {
  it("sends an email row over SMTP and an sms row through the sms channel's transport", async () => {
    const sms = smsGateway();
    const w = await idleWorker({ email, sms: sms.transport });
    await queue(['email', 'asha@example.in'], ['sms', '9876543210']);
    await w.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toMatchObject({ text: 'asha@example.in' });
    expect(smtp.received).toHaveLength(1);
    expect(sms.sent).toEqual([
      expect.objectContaining({ to: '9876543210', text: 'Order for 9876543210' }),
    ]);
    expect((await outbox()).map((m) => [m.channel, m.status])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
  });

  it('keeps a row of a channel with no transport, retries it as a failure, then lists it failed', async () => {
    const w = await idleWorker({ email }, 2);
    await queue(['email', 'asha@example.in'], ['sms', '9876543210']);
    await w.runOnce();
    expect(await smtp.waitFor(1)).toHaveLength(1);
    const noTransport = 'No transport is configured for the sms channel.';
    expect(await outbox()).toEqual([
      { channel: 'email', recipient: 'asha@example.in', status: 'sent', lastError: null },
      { channel: 'sms', recipient: '9876543210', status: 'pending', lastError: noTransport },
    ]);
    await w.runOnce();
    expect((await outbox()).find((m) => m.channel === 'sms')).toMatchObject({
      status: 'failed',
      lastError: noTransport,
    });
    // Given up for good: later runs leave it for staff to send again.
    await w.runOnce();
    expect((await outbox()).find((m) => m.channel === 'sms')?.status).toBe('failed');
    expect(smtp.received).toHaveLength(1);
  });
});
