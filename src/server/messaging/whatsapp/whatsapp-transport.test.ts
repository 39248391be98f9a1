import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newMailSecret } from '#server/mail/mail-secret.ts';
import type { OutboxWorker } from '#server/mail/outbox-worker.ts';
import { saveMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { retryFailedMail } from '#server/repositories/outbox.repository.ts';
import { answerWith, type HttpStandIn, startHttpStandIn } from '#server/testing/http-stand-in.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { idleWorker, queueText, textRow } from '#server/testing/text-outbox.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import type { WhatsAppConfig } from './whatsapp-config.ts';
import { createWhatsAppTransport } from './whatsapp-transport.ts';

// The outbox's WhatsApp channel end to end: rows queued as the policies queue them, the worker,
// the transport, real HTTP to a stand-in speaking the Cloud API's documented shapes.
let t: TestApp;
let graphApi: HttpStandIn;
let config: WhatsAppConfig;
let worker: OutboxWorker;

const sentBodies = () => graphApi.seen.map((request) => JSON.parse(request.body));
/** Meta's answer to an accepted message, as its reference shows it. */
const accepted = (id: string) =>
  answerWith(200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: '919812345678', wa_id: '919812345678' }],
    messages: [{ id }],
  });

beforeEach(async () => {
  t = await createTestApp();
  graphApi = await startHttpStandIn();
  config = {
    apiUrl: `${graphApi.url}/v26.0`,
    phoneNumberId: '106540352242922',
    token: 'EAAJB-test-token',
    verifyToken: 'verify-me',
    appSecret: 'app-secret',
  };
  const whatsapp = createWhatsAppTransport(t.db.kysely, config, { timeoutMs: 300 });
  worker = await idleWorker(t.db, { whatsapp }, { maxAttempts: 5 });
});
afterEach(async () => {
  await worker.stop();
  await graphApi.close();
  await t.close();
});

describe('the WhatsApp channel of the outbox', () => {
  it("sends each language's template with the link put in and the row id as callback data", async () => {
    // The owner renamed the template after the message was queued: the name at sending counts.
    const secret = newMailSecret('tok3n');
    const link = `http://hsrp.test/track#${secret.placeholder}`;
    const hindi = await queueText(
      t.db.kysely,
      'whatsapp',
      { kind: 'booking_received', language: 'hi', params: ['आशा', 'HSRP-2026-00042', link] },
      { secret },
    );
    const english = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'booking_received',
      language: 'en',
      params: ['Asha', 'HSRP-2026-00043', 'http://hsrp.test/track'],
    });
    const kinds = DEFAULT_MESSAGE_SETTINGS.kinds;
    await saveMessageSettings(
      t.db.kysely,
      {
        ...DEFAULT_MESSAGE_SETTINGS,
        kinds: {
          ...kinds,
          booking_received: { ...kinds.booking_received, whatsappTemplate: 'order_received_v2' },
        },
      },
      'owner@hsrp.test',
    );
    let next = 0;
    graphApi.answer = (request, response) => accepted(`wamid.${++next}`)(request, response);
    await worker.runOnce();

    expect(graphApi.seen.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['POST', '/v26.0/106540352242922/messages', 'Bearer EAAJB-test-token'],
      ['POST', '/v26.0/106540352242922/messages', 'Bearer EAAJB-test-token'],
    ]);
    const bodies = sentBodies().sort((a, b) =>
      a.template.language.code.localeCompare(b.template.language.code),
    );
    expect(bodies).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919812345678',
        type: 'template',
        template: {
          name: 'order_received_v2',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Asha' },
                { type: 'text', text: 'HSRP-2026-00043' },
                { type: 'text', text: 'http://hsrp.test/track' },
              ],
            },
          ],
        },
        biz_opaque_callback_data: english,
      },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919812345678',
        type: 'template',
        template: {
          name: 'order_received_v2',
          language: { code: 'hi' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'आशा' },
                { type: 'text', text: 'HSRP-2026-00042' },
                { type: 'text', text: 'http://hsrp.test/track#tok3n' },
              ],
            },
          ],
        },
        biz_opaque_callback_data: hindi,
      },
    ]);
    for (const id of [hindi, english]) {
      expect(await textRow(t.db.kysely, id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        lastError: null,
        providerId: expect.stringMatching(/^wamid\.[12]$/),
        deliveryStatus: 'sent',
        secret: null,
      });
    }
  });

  it('sends the mobile code as an authentication template with its copy-code button', async () => {
    graphApi.answer = accepted('wamid.code');
    const id = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'mobile_code',
      language: 'hi',
      params: ['482913'],
    });
    await worker.runOnce();
    expect(sentBodies()).toEqual([
      expect.objectContaining({
        template: {
          name: 'mobile_code',
          language: { code: 'hi' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: '482913' }],
            },
          ],
        },
        biz_opaque_callback_data: id,
      }),
    ]);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'sent',
      providerId: 'wamid.code',
    });
  });

  it("records Meta's 4xx with its message and never sends it again", async () => {
    graphApi.answer = answerWith(404, {
      error: {
        message: '(#132001) Template name does not exist in the translation',
        type: 'OAuthException',
        code: 132001,
        error_data: {
          messaging_product: 'whatsapp',
          details: 'template name (booking_received) does not exist in hi',
        },
      },
    });
    const id = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'booking_received',
      language: 'hi',
      params: ['आशा', 'HSRP-2026-00044', 'http://hsrp.test/track'],
    });
    await worker.runOnce();
    await worker.runOnce();
    expect(graphApi.seen).toHaveLength(1);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      providerId: null,
      lastError:
        '(#132001) Template name does not exist in the translation (code 132001) template name (booking_received) does not exist in hi',
    });
  });

  it('retries throttling (429) and an outage (5xx) until Meta takes the message', async () => {
    const answers = [
      answerWith(429, { error: { message: 'Rate limit hit', code: 130429 } }),
      answerWith(503, 'Service Unavailable', 'text/plain'),
      accepted('wamid.third-time'),
    ];
    graphApi.answer = (request, response) => answers.shift()?.(request, response);
    const id = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'payment_confirmed',
      language: 'en',
      params: ['Asha', 'HSRP-2026-00045'],
    });
    await worker.runOnce();
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'pending',
      lastError: 'Rate limit hit (code 130429)',
    });
    await worker.runOnce();
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'pending',
      lastError: 'HTTP 503',
    });
    await worker.runOnce();
    expect(graphApi.seen).toHaveLength(3);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      providerId: 'wamid.third-time',
    });
  });

  it('after a lost answer, does not send again a message whose status report came meanwhile', async () => {
    graphApi.answer = () => {}; // Meta takes the request but the answer never comes back
    const id = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'appointment_reminder',
      language: 'hi',
      params: ['आशा', 'कल 10:00'],
    });
    await worker.runOnce();
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'pending',
      lastError: expect.stringContaining('no answer in 300 ms. Meta may have taken it'),
    });
    // Meta's status webhook names the row by the callback data (as the webhook route records it).
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ providerId: 'wamid.lost-answer', deliveryStatus: 'delivered' })
      .where('id', '=', id)
      .execute();
    await worker.runOnce();
    expect(graphApi.seen).toHaveLength(1);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'sent',
      providerId: 'wamid.lost-answer',
      deliveryStatus: 'delivered',
    });
  });

  it('sends again after a lost answer when no status report names the message', async () => {
    graphApi.answer = () => {};
    const id = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'appointment_moved',
      language: 'en',
      params: ['Asha', 'Friday 10:00'],
    });
    await worker.runOnce();
    graphApi.answer = accepted('wamid.second-try');
    await worker.runOnce();
    expect(graphApi.seen).toHaveLength(2);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'sent',
      providerId: 'wamid.second-try',
    });
  });

  it('sends again a message staff resend, though a report named the failed one', async () => {
    graphApi.answer = accepted('wamid.first');
    const id = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'booking_cancelled',
      language: 'hi',
      params: ['आशा', 'HSRP-2026-00052'],
    });
    await worker.runOnce();
    // Meta reported it undeliverable; staff mark it failed and send it again.
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'failed', deliveryStatus: 'failed' })
      .where('id', '=', id)
      .execute();
    expect(await retryFailedMail(t.db.kysely, id)).toBe('queued');
    graphApi.answer = accepted('wamid.second');
    await worker.runOnce();
    expect(graphApi.seen).toHaveLength(2);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'sent',
      providerId: 'wamid.second',
      deliveryStatus: 'sent',
    });
  });

  it('does not send a message past its time, and says why', async () => {
    graphApi.answer = accepted('wamid.never');
    const id = await queueText(
      t.db.kysely,
      'whatsapp',
      { kind: 'appointment_reminder', language: 'en', params: ['Asha', 'today 10:00'] },
      { notAfter: '2026-03-02T04:30:00.000Z' },
    );
    await worker.runOnce();
    expect(graphApi.seen).toHaveLength(0);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'failed',
      lastError:
        'Not sent: it was to go out by 2026-03-02 10:00:00 (India time), and that time had passed.',
    });
  });

  it('does not send a kind the owner switched off for WhatsApp after it was queued', async () => {
    graphApi.answer = accepted('wamid.never');
    const id = await queueText(t.db.kysely, 'whatsapp', {
      kind: 'booking_fitted',
      language: 'en',
      params: ['Asha', 'HSRP-2026-00046'],
    });
    const kinds = DEFAULT_MESSAGE_SETTINGS.kinds;
    await saveMessageSettings(
      t.db.kysely,
      {
        ...DEFAULT_MESSAGE_SETTINGS,
        kinds: { ...kinds, booking_fitted: { ...kinds.booking_fitted, whatsapp: false } },
      },
      'owner@hsrp.test',
    );
    await worker.runOnce();
    expect(graphApi.seen).toHaveLength(0);
    expect(await textRow(t.db.kysely, id)).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: WhatsApp is switched off for Plates fitted on the Messages page.',
    });
  });
});
