import { afterEach, describe, expect, it } from 'vitest';
import { HEALTH_PATHS } from '#server/routes/health.routes.ts';
import { rawRequest } from '#server/testing/raw-http.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { SERVER_LIMITS, URL_TOO_LONG_MESSAGE } from './node-server.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

const get = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: hsrp.test\r\nConnection: close\r\n\r\n`;

describe("Node's HTTP server", () => {
  it('answers a request line over 8 KB with 414 before routing or logging it', async () => {
    const lines: string[] = [];
    const url = await listening({
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    // The attack: a query of "utr" and pluses just under Node's 16 KB header limit made masking
    // it for the log take seconds.
    const long = `/api/x?q=utr${'+'.repeat(15 * 1024)}`;
    const refused = await rawRequest(url, get(long));
    expect(refused.status).toBe(414);
    expect(JSON.parse(refused.body)).toEqual({ message: URL_TOO_LONG_MESSAGE });
    expect(lines.join('')).not.toContain('/api/x');

    // Just under the limit, Fastify answers and logs the URL cut to a few KB.
    const under = `/api/x?q=utr${'+'.repeat(SERVER_LIMITS.maxUrlBytes - 100)}`;
    expect((await rawRequest(url, get(under))).status).toBe(404);
    const logged = lines.map((line) => JSON.parse(line)).find((r) => r.req?.url);
    expect(logged.req.url.length).toBeLessThan(3000);
    expect((await rawRequest(url, get(HEALTH_PATHS.live))).status).toBe(200);
  }, 20_000);

  it('answers a body trickled in slower than the request timeout with 408', async () => {
    // The attack sent a byte every 10 s and was still connected after 190 s. The timeouts are
    // short here; the shipped ones are below.
    const url = await listening({
      serverLimits: { requestTimeoutMs: 800, headersTimeoutMs: 800, timeoutCheckMs: 100 },
    });
    const head = `POST ${API_PATHS.bookings} HTTP/1.1\r\nHost: hsrp.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    const answer = await rawRequest(url, head, { pieces: Array(100).fill(' '), pauseMs: 200 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The request took too long to arrive. Please try again.',
    });
  }, 20_000);

  it('gets the shipped timeouts', async () => {
    t = await createTestApp();
    const server = t.app.server;
    expect(server.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
    expect(server.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs);
    expect(server.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeoutMs);
    expect(server.timeout).toBe(SERVER_LIMITS.idleTimeoutMs);
    // A trickled body is answered within 30 s: the timeout, plus at most one check interval.
    expect(SERVER_LIMITS.requestTimeoutMs + SERVER_LIMITS.timeoutCheckMs).toBeLessThanOrEqual(
      30_000,
    );
  });
});
