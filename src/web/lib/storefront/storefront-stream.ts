import { PUBLIC_API_PATHS } from '#shared/public-api-paths.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { apiRequest } from '../api-client.ts';

const RECONNECT_DELAY_MS = 5_000;

/**
 * Checked with the storefront's schema, which (with zod) downloads and runs only for a snapshot
 * the page does not show yet: evaluating zod is one long task on a phone, and most visits never
 * see a price change.
 */
const parseStorefront = async (data: unknown): Promise<Storefront> =>
  (await import('#shared/storefront/storefront.ts')).StorefrontSchema.parse(data);

/** A stream event's data; anything that is not a storefront rejects. */
const readSnapshot = async (json: string) => parseStorefront(JSON.parse(json));

/**
 * Follows the server's storefront stream (decision 0004): `receive` gets every snapshot that
 * differs from the last (the first is `shown`, the JSON of what the page shows already), `fail`
 * every error. Returns how to stop.
 */
export function followStorefrontStream(
  receive: (storefront: Storefront) => void,
  fail: (error: unknown) => void,
  shown?: string,
): () => void {
  let source: EventSource | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // The stream opens with the snapshot the page carried: the same JSON, which would render the
  // whole page again (in one long task on a phone) to show what it shows.
  let lastData = shown;

  /** When the live subscription fails before any data, read once instead. */
  const readOnce = () =>
    apiRequest(PUBLIC_API_PATHS.storefront, (data) => data)
      .then(parseStorefront)
      .then(
        (storefront) => !stopped && receive(storefront),
        (error) => !stopped && fail(error),
      );

  const disconnect = () => {
    clearTimeout(reconnectTimer);
    source?.close();
    source = null;
  };

  const connect = () => {
    if (typeof EventSource === 'undefined') {
      readOnce();
      return;
    }
    const events = new EventSource(PUBLIC_API_PATHS.storefrontEvents);
    source = events;
    let received = false;
    events.addEventListener('storefront', (event) => {
      if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return;
      received = true;
      if (event.data === lastData) return;
      lastData = event.data;
      // Snapshots are checked in the order they came: each waits on the same schema download.
      readSnapshot(event.data).then(
        (storefront) => !stopped && receive(storefront),
        (error) => !stopped && fail(error),
      );
    });
    events.addEventListener('error', () => {
      if (!received) {
        disconnect();
        readOnce();
      } else if (events.readyState === EventSource.CLOSED) {
        // The browser retries dropped streams itself, but gives up on an HTTP error; we retry later.
        disconnect();
        reconnectTimer = setTimeout(connect, RECONNECT_DELAY_MS);
      }
    });
  };

  connect();
  return () => {
    stopped = true;
    disconnect();
  };
}
