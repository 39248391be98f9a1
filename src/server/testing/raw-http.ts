import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

export interface RawRequestOptions {
  /** The body, sent in these pieces with `pauseMs` between them (a slow client). */
  pieces?: string[];
  pauseMs?: number;
}

/**
 * Sends `head` (request line and headers, as written) over a plain TCP socket and reads what
 * comes back until the server closes the connection or a whole answer has arrived. For what
 * `app.inject()` cannot show: Node's own server, its limits and timeouts.
 */
export function rawRequest(
  url: string,
  head: string,
  { pieces = [], pauseMs = 0 }: RawRequestOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) {
        reject(new Error(`no answer; received ${JSON.stringify(received.slice(0, 200))}`));
        return;
      }
      const headers = received.slice(0, end);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]),
        headers,
        body: received.slice(end + 4),
      });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && received.length >= end + 4 + Number(length)) {
        finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', () => {});
    socket.write(head);
    const sendNext = (index: number) => {
      if (index >= pieces.length || socket.destroyed) return;
      socket.write(pieces[index] ?? '');
      timer = setTimeout(() => sendNext(index + 1), pauseMs);
    };
    sendNext(0);
  });
}
