import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byText } from '#server/notifications/notice.ts';
import { enqueueMail } from '#server/repositories/outbox.repository.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { signAsMeta, TEST_MSG91, TEST_WHATSAPP } from '#server/testing/text-providers.ts';
import type { TextChannel, TextMessagePayload } from '#shared/messaging/text-messages.ts';
import { WEBHOOK_PATHS, WEBHOOK_REFUSAL_LIMIT } from './webhooks.routes.ts';

const WHATSAPP = TEST_WHATSAPP;
const MSG91 = TEST_MSG91;
const WAMID = 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSQ0I2QjM5REFBODkyQTExOEU1AA==';
const REQUEST_ID = '3465a6b7c8d9e0f1a2b3c130';

let t: TestApp;
let logLines: string[];
beforeEach(async () => {
  logLines = [];
  t = await createTestApp({
    whatsapp: WHATSAPP,
    msg91: MSG91,
    logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
  });
});
afterEach(async () => {
  await t.close();
});

/** A message the outbox sent, with the provider id the send answered (none: still in flight). */
async function sentMessage(channel: TextChannel, providerId: string | null): Promise<string> {
  const payload: TextMessagePayload = {
    kind: 'booking_received',
    language: 'hi',
    params: ['HSRP-1'],
  };
  await enqueueMail(
    t.db.kysely,
    byText(channel, 'booking-received', '919812345678', payload, 'Booking HSRP-1 received'),
  );
  const row = await t.db.kysely
    .updateTable('outboxMails')
    .set({ status: providerId ? 'sent' : 'sending', providerId })
    .where('channel', '=', channel)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const rowOf = (id: string) =>
  t.db.kysely
    .selectFrom('outboxMails')
    .select(['status', 'providerId', 'deliveryStatus', 'deliveryUpdatedAt', 'lastError'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A status event as Meta's "Status messages webhook reference" shows one. */
function statusEvent(statuses: Record<string, unknown>[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: statuses.map((s) => ({
                id: WAMID,
                timestamp: '1750263773',
                recipient_id: '919812345678',
                ...s,
              })),
            },
          },
        ],
      },
    ],
  };
}

const sign = signAsMeta;

function postWhatsApp(body: unknown, headers: Record<string, string> = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATHS.whatsapp,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw), ...headers },
    payload: raw,
  });
}

const postMsg91 = (payload: string, contentType: string, token = MSG91.webhookToken ?? '') =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATHS.msg91(token),
    headers: { 'content-type': contentType },
    payload,
  });

describe('GET /webhooks/whatsapp (Meta checks the address)', () => {
  const verify = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: WEBHOOK_PATHS.whatsapp,
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' },
    });

  it('answers the challenge as text when the verify token is ours', async () => {
    const res = await verify(WHATSAPP.verifyToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it('refuses another token with a message, echoing nothing', async () => {
    const res = await verify('verify-me-wrong');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verify token/);
    expect(res.body).not.toContain('1158201444');
  });
});

describe('POST /webhooks/whatsapp', () => {
  it('moves a message on, sent to delivered to read', async () => {
    const id = await sentMessage('whatsapp', WAMID);
    for (const status of ['sent', 'delivered', 'read'] as const) {
      const res = await postWhatsApp(statusEvent([{ status }]));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: 1 });
      expect(await rowOf(id)).toMatchObject({ status: 'sent', deliveryStatus: status });
    }
    expect((await rowOf(id)).deliveryUpdatedAt).toEqual(expect.any(String));
  });

  it('never moves a status back: read, then a late delivered, stays read', async () => {
    const id = await sentMessage('whatsapp', WAMID);
    await postWhatsApp(statusEvent([{ status: 'read' }]));
    const res = await postWhatsApp(statusEvent([{ status: 'delivered' }, { status: 'sent' }]));
    expect(res.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ deliveryStatus: 'read' });
  });

  it('marks the message failed with the reason, and a later proof of delivery clears it', async () => {
    const id = await sentMessage('whatsapp', WAMID);
    const failure = {
      status: 'failed',
      errors: [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'Message undeliverable',
          error_data: { details: 'Message Undeliverable.' },
        },
      ],
    };
    await postWhatsApp(statusEvent([failure]));
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      deliveryStatus: 'failed',
      lastError: 'Message undeliverable (131026): Message Undeliverable.',
    });
    await postWhatsApp(statusEvent([{ status: 'delivered' }]));
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      deliveryStatus: 'delivered',
      lastError: null,
    });
  });

  it('finds a message still in flight by the row id echoed in biz_opaque_callback_data', async () => {
    const id = await sentMessage('whatsapp', null);
    await postWhatsApp(statusEvent([{ status: 'sent', biz_opaque_callback_data: id }]));
    expect(await rowOf(id)).toMatchObject({
      status: 'sending',
      providerId: WAMID,
      deliveryStatus: 'sent',
    });
  });

  it('does not let an echoed row id take over a row that has another provider id', async () => {
    const id = await sentMessage('whatsapp', 'wamid.another-send');
    await postWhatsApp(statusEvent([{ status: 'failed', biz_opaque_callback_data: id }]));
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      providerId: 'wamid.another-send',
      deliveryStatus: null,
    });
  });

  it("ignores another number's events and an SMS row with the same id", async () => {
    const id = await sentMessage('sms', WAMID);
    const event = statusEvent([{ status: 'delivered' }]);
    await postWhatsApp(event);
    const foreign = JSON.parse(
      JSON.stringify(event).replace('106540352242922', '999999999999999'),
    ) as unknown;
    await postWhatsApp(foreign);
    expect(await rowOf(id)).toMatchObject({ deliveryStatus: null });
  });

  it.each([
    ['unsigned', (): Record<string, string> => ({})],
    ['signed with another secret', (raw: string) => ({ 'x-hub-signature-256': sign(raw, 'x') })],
    [
      'signed without the sha256= prefix',
      (raw: string) => ({
        'x-hub-signature-256': sign(raw).slice('sha256='.length),
      }),
    ],
    [
      'with a signature that is not hex',
      () => ({ 'x-hub-signature-256': `sha256=${'z'.repeat(64)}` }),
    ],
  ])('refuses an event %s with 401 and changes nothing', async (_case, headersFor) => {
    const id = await sentMessage('whatsapp', WAMID);
    const raw = JSON.stringify(statusEvent([{ status: 'failed' }]));
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATHS.whatsapp,
      headers: { 'content-type': 'application/json', ...headersFor(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/not signed/);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', deliveryStatus: null });
  });

  it('refuses a body changed after signing (one byte), changing nothing', async () => {
    const id = await sentMessage('whatsapp', WAMID);
    const raw = JSON.stringify(statusEvent([{ status: 'delivered' }]));
    const tampered = raw.replace('"delivered"', '"failed"   ');
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATHS.whatsapp,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
      payload: tampered,
    });
    expect(res.statusCode).toBe(401);
    // The same words re-serialised are other bytes: the signature covers the bytes sent.
    const reformatted = JSON.stringify(JSON.parse(raw), null, 1);
    const res2 = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATHS.whatsapp,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
      payload: reformatted,
    });
    expect(res2.statusCode).toBe(401);
    expect(await rowOf(id)).toMatchObject({ deliveryStatus: null });
  });

  it('stores no NUL from a signed event (PostgreSQL refuses them) and answers 200', async () => {
    const id = await sentMessage('whatsapp', WAMID);
    const failure = { status: 'failed', errors: [{ code: 1, title: 'Bad\u0000word' }] };
    const res = await postWhatsApp(
      statusEvent([
        failure,
        { id: 'wamid.\u0000', status: 'read', biz_opaque_callback_data: '\u0000' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: 'Badword (1)' });
  });

  it('acknowledges a report for a message it does not know, logging no ids', async () => {
    const res = await postWhatsApp(statusEvent([{ status: 'delivered' }]));
    expect(res.statusCode).toBe(200);
    const line = logLines.find((l) => l.includes('unknown messages'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30, channel: 'whatsapp', unknown: 1 });
    expect(logLines.join('\n')).not.toContain(WAMID);
    expect(logLines.join('\n')).not.toContain('9812345678');
  });

  it('acknowledges a signed event that holds no statuses (a customer writing)', async () => {
    const res = await postWhatsApp(statusEvent([]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: 0 });
  });

  it.each([
    ['not JSON', '{"object": "whatsapp_business_account",'],
    ['empty', ''],
    ['binary', '\u00ff\u00fe\u0001'],
  ])('answers a signed body that is %s with 400', async (_case, raw) => {
    const res = await postWhatsApp(raw);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\S/);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const raw = JSON.stringify({ object: 'whatsapp_business_account', pad: 'x'.repeat(70_000) });
    const res = await postWhatsApp(raw);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('holds up an address after its share of refusals, never a signed sender', async () => {
    const refused = (): InjectOptions => ({
      method: 'POST',
      url: WEBHOOK_PATHS.whatsapp,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
      remoteAddress: '203.0.113.9',
    });
    for (let i = 0; i < WEBHOOK_REFUSAL_LIMIT.limit; i += 1) {
      expect((await t.app.inject(refused())).statusCode).toBe(401);
    }
    expect((await t.app.inject(refused())).statusCode).toBe(429);
    const signed = await postWhatsApp(statusEvent([]), {});
    expect(signed.statusCode).toBe(200);
  });
});

describe('POST /webhooks/msg91/:token', () => {
  const v2 = (status: string, desc: string, failedReason = '') =>
    new URLSearchParams({
      data: JSON.stringify([
        {
          senderId: 'HSRPIN',
          requestId: REQUEST_ID,
          report: [
            {
              date: '2026-11-27 10:06:20',
              number: '919812345678',
              status,
              desc,
              failedReason,
            },
          ],
          userId: '27XXXX',
          campaignName: 'Sendhttp',
        },
      ]),
    }).toString();

  it('records a v2 report (form-encoded)', async () => {
    const id = await sentMessage('sms', REQUEST_ID);
    const res = await postMsg91(v2('1', 'DELIVERED'), 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', deliveryStatus: 'delivered' });
  });

  it('records a v3 report (flat JSON), a failure with its reason', async () => {
    const id = await sentMessage('sms', REQUEST_ID);
    const v3 = {
      date: '2026-11-27 09:58:16',
      number: '919812345678',
      senderId: 'HSRPIN',
      requestId: REQUEST_ID,
      status: '9',
      desc: 'NDNC',
    };
    const res = await postMsg91(JSON.stringify(v3), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      deliveryStatus: 'failed',
      lastError: 'NDNC (do-not-disturb register): NDNC',
    });
  });

  it('keeps delivered when a late "submitted" arrives', async () => {
    const id = await sentMessage('sms', REQUEST_ID);
    await postMsg91(v2('1', 'DELIVERED'), 'application/x-www-form-urlencoded');
    await postMsg91(v2('8', 'SUBMITTED'), 'application/x-www-form-urlencoded');
    expect(await rowOf(id)).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('refuses a wrong token with 401, changing nothing', async () => {
    const id = await sentMessage('sms', REQUEST_ID);
    for (const token of ['k3Yq_9xVbT2mZr8LwPc4nHs6dFj1aGe1', 'short', `${MSG91.webhookToken}x`]) {
      const res = await postMsg91(v2('2', 'FAILED'), 'application/x-www-form-urlencoded', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/delivery-report address/);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'sent', deliveryStatus: null });
  });

  it('acknowledges a report for a request it does not know', async () => {
    const res = await postMsg91(v2('1', 'DELIVERED'), 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(logLines.some((l) => l.includes('unknown messages') && l.includes('"sms"'))).toBe(true);
  });

  it.each([
    ['garbage text', 'text/plain', 'hello'],
    ['an empty body', 'application/json', ''],
    ['JSON without a report', 'application/json', '{"data":[{"requestId":"x"}]}'],
    ['a form without data', 'application/x-www-form-urlencoded', 'status=1'],
    [
      'nested data bombs',
      'application/json',
      JSON.stringify({ data: '{"data":"{\\"data\\":1}"}' }),
    ],
  ])('answers %s with 400', async (_case, contentType, payload) => {
    const res = await postMsg91(payload, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\S/);
  });

  it('does not write the token to the log', async () => {
    await postMsg91(v2('1', 'DELIVERED'), 'application/x-www-form-urlencoded');
    expect(logLines.join('\n')).toContain('/webhooks/msg91/[redacted]');
    expect(logLines.join('\n')).not.toContain(MSG91.webhookToken);
  });
});

describe('with the providers not configured', () => {
  it('answers 404 with a message on every webhook', async () => {
    const bare = await createTestApp({ msg91: { ...MSG91, webhookToken: undefined } });
    try {
      const requests: InjectOptions[] = [
        { method: 'GET', url: `${WEBHOOK_PATHS.whatsapp}?hub.mode=subscribe` },
        { method: 'POST', url: WEBHOOK_PATHS.whatsapp, payload: {} },
        { method: 'POST', url: WEBHOOK_PATHS.msg91('anything'), payload: {} },
      ];
      for (const request of requests) {
        const res = await bare.app.inject(request);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/not set up/);
      }
    } finally {
      await bare.close();
    }
  });
});
