import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';

/** How long a client may take over each part of a connection, and the longest URL taken. */
export interface ServerLimits {
  /** A request line longer than this is answered 414 before any routing or logging. */
  maxUrlBytes: number;
  /** The whole request, body included: a body trickled in must not hold a connection. */
  requestTimeoutMs: number;
  /** The request line and headers alone. */
  headersTimeoutMs: number;
  /** How often Node looks for requests past those timeouts (its default is every 30 s). */
  timeoutCheckMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way (live-update streams beat every 25 s). */
  idleTimeoutMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  // Our longest URL is under 200 characters; 8 KB is what common proxies take by default.
  maxUrlBytes: 8 * 1024,
  // 5 MB, the largest upload, in 25 s is 1.6 Mbit/s: slow mobile data still makes it. With the
  // check every 2 s a trickled body gets its 408 within 27 s.
  requestTimeoutMs: 25_000,
  headersTimeoutMs: 10_000,
  timeoutCheckMs: 2_000,
  // Longer than the 60 s idle timeout of common proxies and load balancers (nginx, AWS ALB), so
  // the proxy closes an idle connection first and never sends a request on one we are closing.
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 70_000,
};

export const URL_TOO_LONG_MESSAGE = 'The address is too long.';

/** Fastify's options for the same limits (it applies them itself only to servers it creates). */
export function fastifyServerOptions(
  limits: ServerLimits,
): Pick<
  FastifyServerOptions,
  'serverFactory' | 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'
> {
  return {
    serverFactory: serverFactory(limits),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
  };
}

/**
 * Node's HTTP server with our limits. A request line over maxUrlBytes is answered 414 here,
 * before Fastify routes or logs it: masking a URL for the log costs time in its length.
 */
function serverFactory(limits: ServerLimits): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.headersTimeoutMs,
        connectionsCheckingInterval: limits.timeoutCheckMs,
      },
      (request, response) => {
        if ((request.url?.length ?? 0) > limits.maxUrlBytes) {
          sendRefusal(response, 414, URL_TOO_LONG_MESSAGE);
          return;
        }
        handler(request, response);
      },
    );
    server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    server.setTimeout(limits.idleTimeoutMs);
    return server;
  };
}

function sendRefusal(response: http.ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(body);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Answers what Node refuses before a request reaches Fastify (a request too slow to arrive,
 * headers too large, a malformed request) with a readable message. Unlike Fastify's default, it
 * writes nothing once an answer has begun on the connection: an early refusal (429) may still be
 * receiving its upload when the request timeout strikes, and a second answer would corrupt it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
      400,
      'The request could not be read.',
    ];
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
