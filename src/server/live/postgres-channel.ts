import type pg from 'pg';
import type { ChangeChannel, ChangeTopic } from './change-channel';

export const DEFAULT_NOTIFY_CHANNEL = 'hsrp_changes';

/**
 * Changes fanned out to every app instance through PostgreSQL LISTEN/NOTIFY. One pooled client
 * stays checked out to listen; it reconnects after an error so live updates resume by themselves.
 */
export async function createPostgresChannel(
  pool: pg.Pool,
  onError: (error: unknown) => void,
  channel = DEFAULT_NOTIFY_CHANNEL,
): Promise<ChangeChannel> {
  const listeners = new Set<(topic: ChangeTopic) => void>();
  let client: pg.PoolClient | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel !== channel || message.payload !== 'storefront') return;
      for (const listener of listeners) listener(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      next.release(error);
      if (client === next) client = undefined;
      if (!closed) setTimeout(() => listen().catch(onError), 1000);
    });
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    client = next;
  }
  await listen();

  return {
    async publish(topic) {
      await pool.query('select pg_notify($1, $2)', [channel, topic]);
      // This instance's own listeners at once too, so the admin who saved a price sees it on the
      // next answer; NOTIFY brings the echo later, and the listeners' reload of it is cheap.
      for (const listener of listeners) listener(topic);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      if (client) {
        await client.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
        client.release();
        client = undefined;
      }
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
