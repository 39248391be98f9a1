import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendTemplate, type TemplateMessage } from './whatsapp-client.ts';
import type { WhatsAppConfig } from './whatsapp-config.ts';

// A stand-in for the Graph API that speaks the documented shapes: each test says how it answers
// and reads back what it was sent.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handle: Handler;
let received: { method?: string; url?: string; authorization?: string; body: unknown }[];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    received.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(raw),
    });
    handle(req, res);
  });
});
let config: WhatsAppConfig;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config = {
    apiUrl: `http://127.0.0.1:${port}/v26.0`,
    phoneNumberId: '106540352242922',
    token: 'EAAJB-test-token',
    verifyToken: 'verify-me',
    appSecret: 'app-secret',
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

function answer(status: number, body: unknown, contentType = 'application/json'): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

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
    handle = answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: '919812345678', wa_id: '919812345678' }],
      messages: [{ id: 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSQjk4RDQ2QzZBRkQ2NjY0ODk3AA==' }],
    });
    const result = await sendTemplate(config, message);
    expect(result).toEqual({
      ok: true,
      providerId: 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSQjk4RDQ2QzZBRkQ2NjY0ODk3AA==',
    });
    expect(received).toEqual([
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
    handle = answer(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.A' }] });
    await expect(sendTemplate(config, { ...message, bodyParams: [] })).resolves.toEqual({
      ok: true,
      providerId: 'wamid.A',
    });
    expect(received[0]?.body).toMatchObject({ template: { name: 'booking_received' } });
    expect(received[0]?.body).not.toHaveProperty('template.components');
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
    handle = answer(200, { messages: [{ id: 'wamid.never' }] });
    const result = await sendTemplate(config, { ...message, to });
    expect(result).toEqual({ ok: false, retry: false, reason: expect.stringMatching(/mobile/) });
    expect(received).toEqual([]);
  });

  it("records Meta's 4xx with its message and code and does not retry it", async () => {
    handle = answer(
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
    handle = answer(
      401,
      metaError('Error validating access token: Session has expired', 190, 'expired'),
    );
    const result = await sendTemplate(config, message);
    expect(result).toMatchObject({ ok: false, retry: false });
    expect(result.ok === false && result.reason).toContain('(code 190)');
  });

  it('retries throttling (429) and keeps the reason', async () => {
    handle = answer(429, metaError('(#130429) Rate limit hit', 130429, 'throughput reached'));
    const result = await sendTemplate(config, message);
    expect(result).toMatchObject({ ok: false, retry: true });
    expect(result.ok === false && result.reason).toContain('Rate limit hit (code 130429)');
    // The status alone says it, whatever the body.
    handle = answer(429, 'Too Many Requests', 'text/plain');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: true,
      reason: 'HTTP 429',
    });
  });

  it('retries a pair rate limit even when Meta answers it with 400', async () => {
    handle = answer(
      400,
      metaError('(#131056) (Business Account, Consumer Account) pair rate limit hit', 131056, ''),
    );
    await expect(sendTemplate(config, message)).resolves.toMatchObject({ ok: false, retry: true });
  });

  it("retries Meta's 500", async () => {
    handle = answer(500, metaError('(#131000) Something went wrong', 131000, 'unknown'));
    await expect(sendTemplate(config, message)).resolves.toMatchObject({ ok: false, retry: true });
  });

  it('reads an answer that is not JSON without crashing', async () => {
    handle = answer(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: true,
      reason: 'HTTP 502',
    });
    handle = answer(400, 'not json', 'text/plain');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: false,
      reason: 'HTTP 400',
    });
  });

  it('does not resend a 200 whose body names no message id: it may have gone', async () => {
    handle = answer(200, 'OK', 'text/plain');
    await expect(sendTemplate(config, message)).resolves.toEqual({
      ok: false,
      retry: false,
      reason: 'HTTP 200 without a message id',
    });
  });

  it('gives up on a hanging server after the timeout and marks it retryable', async () => {
    handle = () => {}; // never answers
    const started = Date.now();
    const result = await sendTemplate(config, message, { timeoutMs: 200 });
    expect(result).toEqual({ ok: false, retry: true, reason: 'no answer in 200 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("stops when the caller's signal aborts, retryable", async () => {
    handle = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      sendTemplate(config, message, { signal: controller.signal, timeoutMs: 5000 }),
    ).resolves.toEqual({ ok: false, retry: true, reason: 'sending was stopped' });
  });

  it('retries when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await sendTemplate({ ...config, apiUrl: `http://127.0.0.1:${port}` }, message);
    expect(result).toMatchObject({ ok: false, retry: true });
    expect(result.ok === false && result.reason).toMatch(/^network error: .*ECONNREFUSED/);
  });
});
