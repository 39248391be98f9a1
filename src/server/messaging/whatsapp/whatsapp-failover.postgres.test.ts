import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDb } from '#server/db/app-db.ts';
import type { MailTransport } from '#server/mail/mail-transport.ts';
import { type OutboxWorker, startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { answerWith, type HttpStandIn, startHttpStandIn } from '#server/testing/http-stand-in.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { idleWorker, queueText } from '#server/testing/text-outbox.ts';
import { createWhatsAppTransport } from './whatsapp-transport.ts';

// Two instances' workers on one PostgreSQL database; one dies in the middle of a batch. Every
// WhatsApp message must reach Meta's stand-in exactly once: none lost, none doubled.
let t: TestApp;
let secondDb: AppDb;
let meta: HttpStandIn;
let dyingMeta: HttpStandIn;
let dying: OutboxWorker;
let survivor: OutboxWorker;

const config = (apiUrl: string) => ({
  apiUrl,
  phoneNumberId: '106540352242922',
  token: 'EAAJB-test-token',
  verifyToken: 'verify-me',
  appSecret: 'app-secret',
});

/** Waits until `ready` holds: a state to reach, not a time to pass. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeEach(async () => {
  t = await createTestApp();
  secondDb = t.openAnotherDb();
  meta = await startHttpStandIn();
  dyingMeta = await startHttpStandIn();
});
afterEach(async () => {
  await survivor.stop();
  void dying.stop(); // it died: its sends never finish
  await dyingMeta.close();
  await meta.close();
  await secondDb.kysely.destroy();
  await t.close();
});

describe('WhatsApp delivery on two instances', () => {
  it('sends each message once when one instance dies mid-batch and its claims lapse', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      ids.push(
        await queueText(t.db.kysely, 'whatsapp', {
          kind: 'booking_received',
          language: i % 2 ? 'hi' : 'en',
          params: [
            `Customer ${i}`,
            `HSRP-2026-${String(i).padStart(5, '0')}`,
            'http://hsrp.test/t',
          ],
        }),
      );
    }
    // The dying instance: its first two messages reach Meta, whose answers never come back; then
    // it is gone, holding three more rows it claimed but never sent. Its claims lapse at once.
    let dead = false;
    const itsTransport = createWhatsAppTransport(t.db.kysely, config(dyingMeta.url), {
      timeoutMs: 60_000,
    });
    const deadTransport: MailTransport = {
      ...itsTransport,
      deliver: (message) => (dead ? new Promise(() => {}) : itsTransport.deliver(message)),
    };
    dyingMeta.answer = () => {
      if (dyingMeta.seen.length >= 2) dead = true;
    };
    let lateFailures = 0;
    const noted = () => {
      lateFailures += 1;
    };
    dying = startOutboxWorker({
      db: t.db,
      channels: { email: itsTransport, whatsapp: deadTransport },
      log: { info: () => {}, warn: noted, error: noted },
      pollMs: 60_000,
      batchSize: 5,
      concurrency: 2,
      claimMs: 0,
    });
    await until(() => dyingMeta.seen.length === 2);

    // Meta's status webhook ("sent") names the two it took, by their callback data, as the
    // webhook route records it.
    for (const request of dyingMeta.seen) {
      const rowId = JSON.parse(request.body).biz_opaque_callback_data as string;
      await t.db.kysely
        .updateTable('outboxMails')
        .set({ providerId: `wamid.${rowId}`, deliveryStatus: 'sent' })
        .where('id', '=', rowId)
        .execute();
    }

    // The surviving instance, on its own connection, takes what the dead one held and the rest.
    let next = 0;
    meta.answer = (request, response) =>
      answerWith(200, { messaging_product: 'whatsapp', messages: [{ id: `wamid.b${++next}` }] })(
        request,
        response,
      );
    const whatsapp = createWhatsAppTransport(secondDb.kysely, config(meta.url));
    survivor = await idleWorker(secondDb, { whatsapp }, { batchSize: 50 });
    await survivor.runOnce();

    const sends = [...dyingMeta.seen, ...meta.seen].map(
      (request) => JSON.parse(request.body).biz_opaque_callback_data as string,
    );
    expect(sends.toSorted()).toEqual(ids.toSorted());
    const rows = await t.db.kysely
      .selectFrom('outboxMails')
      .select(['id', 'status', 'providerId'])
      .where('channel', '=', 'whatsapp')
      .execute();
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', providerId: expect.stringMatching(/^wamid\./) });
    }

    // The dead instance's requests fail late (their connections close): that changes nothing.
    await dyingMeta.close();
    await until(() => lateFailures === 2);
    const after = await t.db.kysely
      .selectFrom('outboxMails')
      .select('status')
      .where('channel', '=', 'whatsapp')
      .execute();
    expect(after.every((row) => row.status === 'sent')).toBe(true);
  });
});
