// WhatsApp messages through the outbox worker and the real WhatsApp transport, to a local fake
// Cloud API that answers each request after 200 ms (Meta's usual answer time from India is of that
// order): messages per second per instance, and how many are in flight at once, for several
// worker concurrencies. `npm run bench -- --text-only` runs it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { createWhatsAppTransport } from '#server/messaging/whatsapp/whatsapp-transport.ts';
import { byText } from '#server/notifications/notice.ts';
import { enqueueMails } from '#server/repositories/outbox.repository.ts';
import { startHttpStandIn } from '#server/testing/http-stand-in.ts';
import { noEmail } from '#server/testing/text-outbox.ts';

export const PROVIDER_LATENCY_MS = 200;

export interface TextOutboxRun {
  concurrency: number;
  batchSize: number;
  messages: number;
  seconds: number;
  messagesPerSecond: number;
  /** The most requests the fake provider held at once. */
  peakInFlight: number;
}

async function runOnce(concurrency: number, batchSize: number, messages: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-text-bench-'));
  const db = openSqliteDb(dataDir);
  const provider = await startHttpStandIn();
  let inFlight = 0;
  let peakInFlight = 0;
  let next = 0;
  provider.answer = (_request, response) => {
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${++next}` }] }),
      );
    }, PROVIDER_LATENCY_MS);
  };
  try {
    await migrateToLatest(db);
    await seedDefaults(db.kysely);
    const rows = Array.from({ length: messages }, (_, i) =>
      byText(
        'whatsapp',
        'booking-received',
        `9198${String(10_000_000 + i).padStart(8, '0')}`,
        {
          kind: 'booking_received',
          language: i % 2 ? 'hi' : 'en',
          params: [`Customer ${i}`, `HSRP-${i}`, 'https://hsrp.example/t'],
        },
        `Booking received ${i}`,
      ),
    );
    await enqueueMails(db.kysely, rows);
    const whatsapp = createWhatsAppTransport(db.kysely, {
      apiUrl: provider.url,
      phoneNumberId: '106540352242922',
      token: 'bench-token',
      verifyToken: 'bench',
      appSecret: 'bench',
    });
    const started = performance.now();
    const worker = startOutboxWorker({
      db,
      channels: { email: noEmail, whatsapp },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      concurrency,
      batchSize,
    });
    // The worker goes again at once after a full batch; wait until every row is sent.
    for (;;) {
      const { count } = await db.kysely
        .selectFrom('outboxMails')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'sent')
        .executeTakeFirstOrThrow();
      if (Number(count) >= messages) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    return {
      concurrency,
      batchSize,
      messages,
      seconds,
      messagesPerSecond: messages / seconds,
      peakInFlight,
    };
  } finally {
    await provider.close();
    await db.kysely.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The worker's default (4 in flight, batches of 10) and wider settings, one after another. */
export async function runTextOutboxBench({ quick = false } = {}): Promise<TextOutboxRun[]> {
  const messages = quick ? 200 : 600;
  const settings: [number, number][] = [
    [4, 10],
    [8, 20],
    [16, 40],
    [32, 80],
  ];
  const runs: TextOutboxRun[] = [];
  for (const [concurrency, batchSize] of settings) {
    runs.push(await runOnce(concurrency, batchSize, messages));
  }
  return runs;
}

export function textOutboxSection(runs: TextOutboxRun[]): string {
  const rows = runs.map(
    (r) =>
      `| ${r.concurrency} | ${r.batchSize} | ${r.messages} | ${r.seconds.toFixed(1)} | ${r.messagesPerSecond.toFixed(1)} | ${r.peakInFlight} |`,
  );
  return `## WhatsApp through the outbox (fake provider, ${PROVIDER_LATENCY_MS} ms an answer)

| Concurrency | Batch | Messages | Seconds | Messages/s per instance | Peak in flight |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
}
