import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newMailSecret } from '#server/mail/mail-secret.ts';
import type { OutboxWorker } from '#server/mail/outbox-worker.ts';
import { saveMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { answerWith, type HttpStandIn, startHttpStandIn } from '#server/testing/http-stand-in.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { idleWorker, queueText, textRow } from '#server/testing/text-outbox.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import { createSmsTransport } from './msg91-transport.ts';

// The outbox's SMS channel end to end, through a stand-in speaking MSG91's flow API.
let t: TestApp;
let msg91: HttpStandIn;
let worker: OutboxWorker;

const accepted = (requestId: string) => answerWith(200, { type: 'success', message: requestId });
const sentBodies = () => msg91.seen.map((request) => JSON.parse(request.body));

/** The owner's flow ids for Booking received: one per language, or only English. */
async function flowIds(ids: { en: string; hi: string }) {
  const kinds = DEFAULT_MESSAGE_SETTINGS.kinds;
  await saveMessageSettings(
    t.db.kysely,
    {
      ...DEFAULT_MESSAGE_SETTINGS,
      kinds: { ...kinds, booking_received: { ...kinds.booking_received, smsTemplateIds: ids } },
    },
    'owner@hsrp.test',
  );
}

beforeEach(async () => {
  t = await createTestApp();
  msg91 = await startHttpStandIn();
  const config = { apiUrl: msg91.url, authKey: 'msg91-test-key' };
  const sms = createSmsTransport(t.db.kysely, config, { timeoutMs: 300 });
  worker = await idleWorker(t.db, { sms }, { maxAttempts: 5 });
});
afterEach(async () => {
  await worker.stop();
  await msg91.close();
  await t.close();
});

describe('the SMS channel of the outbox', () => {
  it('sends each language through its own flow, the values as var1, var2 …, the link put in', async () => {
    await flowIds({ en: '65f0c1e2d6fc05a1b2c3d4e5', hi: '65f0c1e2d6fc05a1b2c3d4f6' });
    const secret = newMailSecret('tok3n');
    const hindi = await queueText(
      t.db.kysely,
      'sms',
      {
        kind: 'booking_received',
        language: 'hi',
        params: ['आशा', 'HSRP-2026-00042', `hsrp.test/t#${secret.placeholder}`],
      },
      { secret },
    );
    const english = await queueText(t.db.kysely, 'sms', {
      kind: 'booking_received',
      language: 'en',
      params: ['Asha', 'HSRP-2026-00043', 'hsrp.test/t'],
    });
    let next = 0;
    msg91.answer = (request, response) =>
      accepted(`3763646c305837353039383${++next}`)(request, response);
    await worker.runOnce();

    expect(msg91.seen.map((r) => [r.method, r.url, r.headers.authkey])).toEqual([
      ['POST', '/api/v5/flow/', 'msg91-test-key'],
      ['POST', '/api/v5/flow/', 'msg91-test-key'],
    ]);
    const bodies = sentBodies().sort((a, b) => a.template_id.localeCompare(b.template_id));
    expect(bodies).toEqual([
      {
        template_id: '65f0c1e2d6fc05a1b2c3d4e5',
        short_url: '0',
        recipients: [
          { mobiles: '919812345678', var1: 'Asha', var2: 'HSRP-2026-00043', var3: 'hsrp.test/t' },
        ],
      },
      {
        template_id: '65f0c1e2d6fc05a1b2c3d4f6',
        short_url: '0',
        recipients: [
          {
            mobiles: '919812345678',
            var1: 'आशा',
            var2: 'HSRP-2026-00042',
            var3: 'hsrp.test/t#tok3n',
          },
        ],
      },
    ]);
    for (const id of [hindi, english]) {
      expect(await textRow(t.db.kysely, id)).toMatchObject({
        status: 'sent',
        providerId: expect.stringMatching(/^3763646c305837353039383[12]$/),
        deliveryStatus: 'sent',
        secret: null,
      });
    }
  });

  it('falls back to the English flow when no Hindi one is entered', async () => {
    await flowIds({ en: '65f0c1e2d6fc05a1b2c3d4e5', hi: '' });
    msg91.answer = accepted('3763646c3058373530393899');
    await queueText(t.db.kysely, 'sms', {
      kind: 'booking_received',
      language: 'hi',
      params: ['आशा', 'HSRP-2026-00047', 'hsrp.test/t'],
    });
    await worker.runOnce();
    expect(sentBodies().map((body) => body.template_id)).toEqual(['65f0c1e2d6fc05a1b2c3d4e5']);
  });

  it('fails closed without a flow id, saying what staff must enter', async () => {
    msg91.answer = accepted('never');
    const id = await queueText(t.db.kysely, 'sms', {
      kind: 'booking_received',
      language: 'hi',
      params: ['आशा', 'HSRP-2026-00048', 'hsrp.test/t'],
    });
    await worker.runOnce();
    await worker.runOnce();
    expect(msg91.seen).toHaveLength(0);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError:
        'No MSG91 template id for Booking received in Hindi: enter it on the Messages page.',
    });
  });

  it("records MSG91's 4xx and its refusals, and never sends them again", async () => {
    await flowIds({ en: '65f0c1e2d6fc05a1b2c3d4e5', hi: '' });
    msg91.answer = answerWith(401, { type: 'error', message: 'Authentication failure' });
    const id = await queueText(t.db.kysely, 'sms', {
      kind: 'booking_received',
      language: 'en',
      params: ['Asha', 'HSRP-2026-00049', 'hsrp.test/t'],
    });
    await worker.runOnce();
    await worker.runOnce();
    expect(msg91.seen).toHaveLength(1);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'failed',
      lastError: 'MSG91 HTTP 401: Authentication failure',
    });
  });

  it('retries 429 and 5xx until MSG91 takes the message', async () => {
    await flowIds({ en: '65f0c1e2d6fc05a1b2c3d4e5', hi: '' });
    const answers = [
      answerWith(429, { type: 'error', message: 'Too many requests' }),
      answerWith(502, 'Bad Gateway', 'text/plain'),
      accepted('3763646c3058373530393877'),
    ];
    msg91.answer = (request, response) => answers.shift()?.(request, response);
    const id = await queueText(t.db.kysely, 'sms', {
      kind: 'booking_received',
      language: 'en',
      params: ['Asha', 'HSRP-2026-00050', 'hsrp.test/t'],
    });
    await worker.runOnce();
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'pending',
      lastError: 'MSG91 HTTP 429: Too many requests',
    });
    await worker.runOnce();
    await worker.runOnce();
    expect(msg91.seen).toHaveLength(3);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      providerId: '3763646c3058373530393877',
    });
  });

  it('does not resend after a lost answer: staff check the SMS report first', async () => {
    await flowIds({ en: '65f0c1e2d6fc05a1b2c3d4e5', hi: '' });
    msg91.answer = () => {}; // MSG91 takes the request; its answer never comes back
    const id = await queueText(t.db.kysely, 'sms', {
      kind: 'booking_received',
      language: 'en',
      params: ['Asha', 'HSRP-2026-00051', 'hsrp.test/t'],
    });
    await worker.runOnce();
    await worker.runOnce();
    expect(msg91.seen).toHaveLength(1);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'failed',
      lastError:
        'MSG91 did not answer within 0.3 s. Outcome unknown — check the SMS report on MSG91 before resending.',
    });
  });
});
