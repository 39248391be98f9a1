import type pg from 'pg';
import type { ChangeChannel, ChangeTopic } from './change-channel.ts';

export const DEFAULT_NOTIFY_CHANNEL = 'hsrp_changes';

/** Waits before listening again after a lost connection: doubling, up to the last. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000];

/**
 * Changes fanned out to every app instance through PostgreSQL LISTEN/NOTIFY. One pooled client
 * stays checked out to listen. When the database ends that connection (failover, restart,
 * `pg_terminate_backend`), the channel listens again on a new one, with backoff while the database
 * stays out of reach, then tells its own listeners the storefront changed: a NOTIFY sent while
 * nobody listened is lost, so what it said is read again.
 */
export async function createPostgresChannel(
  pool: pg.Pool,
  onError: (error: unknown) => void,
  channel = DEFAULT_NOTIFY_CHANNEL,
): Promise<ChangeChannel> {
  const listeners = new Set<(topic: ChangeTopic) => void>();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const tell = (topic: ChangeTopic) => {
    for (const listener of listeners) listener(topic);
  };

  function listenAgainLater(): void {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        () => tell('storefront'),
        (error: unknown) => {
          onError(error);
          listenAgainLater();
        },
      );
    }, delay);
    retry.unref();
  }

  async function listen(): Promise<void> {
    const next = await pool.connect();
    let lost = false;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      // With the error, the pool ends the connection instead of keeping it.
      next.release(error);
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload === 'storefront') tell(message.payload);
    });
    next.on('error', (error) => {
      // Only a connection that was listening: one lost during LISTEN fails listen() instead.
      if (lost || client !== next) return;
      lose(error);
      onError(error);
      listenAgainLater();
    });
    try {
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      lose(error as Error);
      throw error;
    }
    if (closed) {
      lose(new Error('closed'));
      return;
    }
    client = next;
    failures = 0;
  }
  // The first time must work: the server does not start without its live updates.
  await listen();

  return {
    async publish(topic) {
      await pool.query('select pg_notify($1, $2)', [channel, topic]);
      // This instance's own listeners at once too, so the admin who saved a price sees it on the
      // next answer; NOTIFY brings the echo later, and the listeners' reload of it is cheap.
      tell(topic);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      if (client) {
        const last = client;
        client = undefined;
        await last.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
        last.release();
      }
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
