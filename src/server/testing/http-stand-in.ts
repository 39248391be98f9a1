import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as text. */
  body: string;
}

export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A local server standing in for a provider that cannot be reached from here (WhatsApp's Cloud
 * API, MSG91): it records every request and answers as the test sets `answer`.
 */
export interface HttpStandIn {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  seen: SeenRequest[];
  answer: Answer;
  close(): Promise<void>;
}

export async function startHttpStandIn(): Promise<HttpStandIn> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      standIn.seen.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body,
      });
      standIn.answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: HttpStandIn = {
    url: `http://127.0.0.1:${port}`,
    seen: [],
    answer: answerWith(404, {}),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return standIn;
}

/** An answer with this status and body: a value as JSON, a string as it is. */
export function answerWith(
  status: number,
  body: unknown,
  contentType = 'application/json',
): Answer {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}
