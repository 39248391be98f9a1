import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerWith, type HttpStandIn, startHttpStandIn } from '#server/testing/http-stand-in.ts';
import { sendTemplate, type TemplateMessage } from './whatsapp-client.ts';
import type { WhatsAppConfig } from './whatsapp-config.ts';

// A stand-in for the Graph API that speaks the documented shapes: each test says how it answers
// and reads back what it was sent.
let graphApi: HttpStandIn;
let config: WhatsAppConfig;

/** What the stand-in was sent: the parts these tests check, the body as JSON. */
const received = () =>
  graphApi.seen.map(({ method, url, headers, body }) => ({
    method,
    url,
    authorization: headers.authorization,
    body: JSON.parse(body),
  }));

beforeAll(async () => {
  graphApi = await startHttpStandIn();
  config = {
    apiUrl: `${graphApi.url}/v26.0`,
    phoneNumberId: '106540352242922',
    token: 'EAAJB-test-token',
    verifyToken: 'verify-me',
    appSecret: 'app-secret',
  };
});
afterAll(() => graphApi.close());
beforeEach(() => {
  graphApi.seen = [];
});

/** Meta's error answer, as in its Graph API and WhatsApp error-code references. */
function metaError(message: string, code: number, details: string, type = 'OAuthException') {
  return {
    error: {
      message,
      type,
      code,
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
    },
  };
}

const message: TemplateMessage = {
  to: '919812345678',
  template: 'booking_received',
  language: 'hi',
  bodyParams: ['Asha', 'HSRP-2026-00042'],
};

describe('sendTemplate', () => {
  it('posts the documented template message with the bearer token and returns the message id', async () => {
    // The documented success answer of POST /<PHONE_NUMBER_ID>/messages.
    graphApi.answer = answerWith(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: '919812345678', wa_id: '919812345678' }],
      messages: [{ id: 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSQjk4RDQ2QzZBRkQ2NjY0ODk3AA==' }],
    });
    const result = await sendTemplate(config, message);
    expect(result).toEqual({
      ok: true,
      providerId: 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSQjk4RDQ2QzZBRkQ2NjY0ODk3AA==',
    });
    expect(received()).toEqual([
      {
        method: 'POST',
        url: '/v26.0/106540352242922/messages',
        authorization: 'Bearer EAAJB-test-token',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919812345678',
          type: 'template',
          template: {
            name: 'booking_received',
            language: { code: 'hi' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Asha' },
                  { type: 'text', text: 'HSRP-2026-00042' },
                ],
              },
            ],
          },
        },
      },
    ]);
  });

  it('sends a template without placeholders with no components', async () => {
    graphApi.answer = answerWith(200, {
      messaging_product: 'whatsapp',
      messages: [{ id: 'wamid.A' }],
    });
    await expect(sendTemplate(config, { ...message, bodyParams: [] })).resolves.toEqual({
      ok: true,
      providerId: 'wamid.A',
    });
    expect(received()[0]?.body).toMatchObject({ template: { name: 'booking_received' } });
    expect(received()[0]?.body).not.toHaveProperty('template.components');
  });

  it.each([
    '9812345678',
    '+919812345678',
    '91981234567',
    '9198123456789',
    '915812345678',
    '449812345678',
    '91 9812345678',
  ])('refuses %s before any request', async (to) => {
    graphApi.answer = answerWith(200, { messages: [{ id: 'wamid.never' }] });
    const result = await sendTemplate(config, { ...message, to });
    expect(result).toEqual({ ok: false, retry: false, reason: expect.stringMatching(/mobile/) });
    expect(received()).toEqual([]);
  });

  it("records Meta's 4xx with its message and code and does not retry it", async () => {
    graphApi.answer = answerWith(
      400,
      metaError(
        '(#132001) Template name does not exist in the translation',
        132001,
        'template name (booking_recieved) does not exist in hi',
      ),
    );
    const result = await sendTemplate(config, message);
    expect(result).toEqual({
      ok: false,
      retry: false,
      reason:
        '(#132001) Template name does not exist in the translation (code 132001) template name (booking_recieved) does not exist in hi',
    });
  });

  it('does not retry a refused token (401)', async () => {
    graphApi.answer = answerWith(
      401,
      metaError('Error validating access token: Session has expired', 190, 'expired'),
    );
    const result = await sendTemplate(config, message);
    expect(result).toMatchObject({ ok: false, retry: false });
    expect(result.ok === false && result.reason).toContain('(code 190)');
  });

  it('retries throttling (429) and keeps the reason', async () => {
    graphApi.answer = answerWith(
      429,
      metaError('(#130429) Rate limit hit', 130429, 'throughput reached'),
    );
    const result = await sendTemplate(config, message);
    expect(result).toMatchObject({ ok: false, retry: true });
    expect(result.ok === false && result.reason).toContain('Rate limit hit (code 130429)');
    // The status alone says it, whatever the body.
    graphApi.answer = answerWith(429, 'Too Many Requests', 'text/plain');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: true,
      reason: 'HTTP 429',
    });
  });

  it('retries a pair rate limit even when Meta answers it with 400', async () => {
    graphApi.answer = answerWith(
      400,
      metaError('(#131056) (Business Account, Consumer Account) pair rate limit hit', 131056, ''),
    );
    await expect(sendTemplate(config, message)).resolves.toMatchObject({ ok: false, retry: true });
  });

  it("retries Meta's 500", async () => {
    graphApi.answer = answerWith(
      500,
      metaError('(#131000) Something went wrong', 131000, 'unknown'),
    );
    await expect(sendTemplate(config, message)).resolves.toMatchObject({ ok: false, retry: true });
  });

  it('reads an answer that is not JSON without crashing', async () => {
    graphApi.answer = answerWith(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: true,
      reason: 'HTTP 502',
    });
    graphApi.answer = answerWith(400, 'not json', 'text/plain');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: false,
      reason: 'HTTP 400',
    });
  });

  it('does not resend a 200 whose body names no message id: it may have gone', async () => {
    graphApi.answer = answerWith(200, 'OK', 'text/plain');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: false,
      reason: 'HTTP 200 without a message id',
    });
  });

  it('gives up on a hanging server after the timeout and marks it retryable', async () => {
    graphApi.answer = () => {}; // never answers
    const started = Date.now();
    const result = await sendTemplate(config, message, { timeoutMs: 200 });
    expect(result).toEqual({
      ok: false,
      retry: true,
      reason: 'no answer in 200 ms',
      unknown: true,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops when the caller's signal aborts, retryable", async () => {
    graphApi.answer = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      sendTemplate(config, message, { signal: controller.signal, timeoutMs: 5000 }),
    ).resolves.toEqual({ ok: false, retry: true, reason: 'sending was stopped', unknown: true });
  });

  it('retries when the server cannot be reached', async () => {
    // A port that was just listening, now closed: nothing answers there.
    const gone = await startHttpStandIn();
    await gone.close();
    const result = await sendTemplate({ ...config, apiUrl: gone.url }, message);
    expect(result).toMatchObject({ ok: false, retry: true });
    expect(result.ok === false && result.reason).toMatch(/^network error: .*ECONNREFUSED/);
    // Refused before anything was sent: a retry cannot double the message.
    expect(result.ok === false && result.unknown).toBeFalsy();
  });
});
