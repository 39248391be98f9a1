import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerWith, type HttpStandIn, startHttpStandIn } from '#server/testing/http-stand-in.ts';
import {
  MSG91_LINK_MAX_LENGTH,
  MSG91_VARIABLE_MAX_LENGTH,
  type Msg91Flow,
  sendFlow,
} from './msg91-client.ts';
import type { Msg91Config } from './msg91-config.ts';

/** A local stand-in for MSG91 that records each request and answers as the test says. */
let msg91: HttpStandIn;
let config: Msg91Config;

beforeAll(async () => {
  msg91 = await startHttpStandIn();
  config = { apiUrl: msg91.url, authKey: 'test-auth-key-123' };
});
afterAll(() => msg91.close());
beforeEach(() => {
  msg91.seen = [];
  msg91.answer = answerWith(200, { type: 'success', message: '3365646f7a4b313233343536' });
});

const flow: Msg91Flow = {
  templateId: '6808ca80d6fc054bef421352',
  mobile: '919812345678',
  variables: { order: 'HSRP-2026-000123', date: '28 Nov 2026' },
};

describe('sendFlow', () => {
  it('posts the documented flow request and returns MSG91 request id', async () => {
    const result = await sendFlow(config, flow);
    expect(result).toEqual({ ok: true, providerId: '3365646f7a4b313233343536' });
    expect(msg91.seen).toHaveLength(1);
    const [request] = msg91.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v5/flow/');
    expect(request?.headers.authkey).toBe('test-auth-key-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      template_id: '6808ca80d6fc054bef421352',
      short_url: '0',
      recipients: [{ mobiles: '919812345678', order: 'HSRP-2026-000123', date: '28 Nov 2026' }],
    });
  });

  it('records MSG91 type:error answer, sent with HTTP 200, as a permanent failure', async () => {
    msg91.answer = answerWith(200, {
      type: 'error',
      message: 'Template ID Missing or Invalid Template',
    });
    expect(await sendFlow(config, flow)).toEqual({
      ok: false,
      retry: false,
      reason: 'MSG91 refused: Template ID Missing or Invalid Template',
    });
  });

  it('does not retry a refused key (401) or another 4xx', async () => {
    msg91.answer = answerWith(401, { type: 'error', message: 'Authentication failure' });
    expect(await sendFlow(config, flow)).toEqual({
      ok: false,
      retry: false,
      reason: 'MSG91 HTTP 401: Authentication failure',
    });
    msg91.answer = answerWith(400, { type: 'error', message: 'Invalid mobile' });
    expect(await sendFlow(config, flow)).toMatchObject({ ok: false, retry: false });
  });

  it('retries when MSG91 is busy (429) or failing (5xx)', async () => {
    msg91.answer = answerWith(429, { type: 'error', message: 'Too many requests' });
    expect(await sendFlow(config, flow)).toEqual({
      ok: false,
      retry: true,
      reason: 'MSG91 HTTP 429: Too many requests',
    });
    msg91.answer = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html>Internal Server Error</html>');
    };
    expect(await sendFlow(config, flow)).toEqual({
      ok: false,
      retry: true,
      reason: 'MSG91 HTTP 500: <html>Internal Server Error</html>',
    });
  });

  it('does not resend after an unreadable 200 (MSG91 may have sent it)', async () => {
    msg91.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('OK');
    };
    expect(await sendFlow(config, flow)).toEqual({
      ok: false,
      retry: false,
      reason: 'MSG91 answered unreadably: OK',
    });
  });

  it('gives up on a hung MSG91 after the timeout, to retry later', async () => {
    msg91.answer = () => {}; // never answers
    const started = Date.now();
    const result = await sendFlow(config, flow, { timeoutMs: 200 });
    expect(result).toEqual({
      ok: false,
      retry: true,
      reason: 'MSG91 did not answer within 0.2 s',
      unknown: true,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries when MSG91 cannot be reached', async () => {
    const closed = { ...config, apiUrl: 'http://127.0.0.1:1' };
    expect(await sendFlow(closed, flow)).toMatchObject({ ok: false, retry: true });
  });

  it('stops when the caller aborts (the worker shutting down)', async () => {
    msg91.answer = () => {};
    const controller = new AbortController();
    const pending = sendFlow(config, flow, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({
      ok: false,
      retry: true,
      reason: 'sending was stopped before MSG91 answered',
      unknown: true,
    });
  });

  it('does not follow a redirect, which would carry the auth key elsewhere', async () => {
    msg91.answer = (_request, response) => {
      response.writeHead(302, { location: 'http://127.0.0.1:1/steal' });
      response.end();
    };
    expect(await sendFlow(config, flow)).toEqual({
      ok: false,
      retry: false,
      reason: 'MSG91 HTTP 302',
    });
    expect(msg91.seen).toHaveLength(1);
  });

  it('sends nothing for a message kind without its DLT template id (fail closed)', async () => {
    for (const templateId of [undefined, '', '  ']) {
      expect(await sendFlow(config, { ...flow, templateId })).toEqual({
        ok: false,
        retry: false,
        reason: 'no DLT template id for this message',
      });
    }
    expect(msg91.seen).toEqual([]);
  });

  it('sends nothing to a number that is not 91 and an Indian mobile', async () => {
    for (const mobile of [
      '9812345678',
      '+919812345678',
      '915812345678',
      '9198123456789',
      '91981234567a',
    ]) {
      expect(await sendFlow(config, { ...flow, mobile })).toMatchObject({
        ok: false,
        retry: false,
      });
    }
    expect(msg91.seen).toEqual([]);
  });

  it('refuses variables DLT would reject, before any request', async () => {
    const long = 'x'.repeat(MSG91_VARIABLE_MAX_LENGTH + 1);
    const bad: Record<string, string>[] = [
      { order: long },
      { order: 'line\nbreak' },
      { order: 'bell\u0007' },
      { mobiles: '919999999999' },
      { 'bad name': 'x' },
    ];
    for (const variables of bad) {
      expect(await sendFlow(config, { ...flow, variables })).toMatchObject({
        ok: false,
        retry: false,
      });
    }
    expect(msg91.seen).toEqual([]);
    // The limit counts characters, so Hindi text of exactly the limit is still sent.
    const hindi = 'क'.repeat(MSG91_VARIABLE_MAX_LENGTH);
    expect(await sendFlow(config, { ...flow, variables: { name: hindi } })).toMatchObject({
      ok: true,
    });
  });

  it('lets a link run past 40 characters up to the link limit, and nothing else', async () => {
    // A tracking link as the SMS carries it: PUBLIC_URL, /track?#t= and a 43-character secret.
    const link = `https://hsrp-booking.example.in/track?#t=${'A'.repeat(43)}`;
    expect(link.length).toBeGreaterThan(MSG91_VARIABLE_MAX_LENGTH);
    expect(await sendFlow(config, { ...flow, variables: { var3: link } })).toMatchObject({
      ok: true,
    });
    expect(JSON.parse(msg91.seen[0]?.body ?? '').recipients[0].var3).toBe(link);
    const tooLong = `https://x.in/${'a'.repeat(MSG91_LINK_MAX_LENGTH)}`;
    const spaced = `https://x.in/ ${'a'.repeat(MSG91_VARIABLE_MAX_LENGTH)}`;
    const text = `See https://x.in ${'a'.repeat(MSG91_VARIABLE_MAX_LENGTH)}`;
    for (const value of [tooLong, spaced, text]) {
      expect(await sendFlow(config, { ...flow, variables: { var3: value } })).toMatchObject({
        ok: false,
        retry: false,
        reason: expect.stringMatching(/^variable var3 is longer than (40|120) characters$/),
      });
    }
    expect(msg91.seen).toHaveLength(1);
  });
});
