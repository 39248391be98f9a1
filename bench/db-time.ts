import type { LogConfig } from 'kysely';
import type pg from 'pg';

/** What the app has spent in its database so far, as the app sees it (wall-clock ms). */
export interface DatabaseTime {
  queries: number;
  /**
   * Each query from the call to its result (Kysely's queryDurationMillis, begin and commit
   * included). On SQLite, the query running in the server's own thread (CPU, and the commit's
   * flush to disk). On PostgreSQL, the round trip: the backend's work, the network, waits on row
   * locks, and turns of the event loop before the answer is read.
   */
  queryMs: number;
  /**
   * PostgreSQL only: how long the pool's connections were lent out (a transaction holds one from
   * its begin to its commit, JavaScript between its statements included). Connections a rate
   * needs: this per request times requests a second. 0 on SQLite, which has no pool.
   */
  connectionMs: number;
}

/** Sums queries' times through Kysely's log, and the pool's lending when given one. */
export function databaseTimer() {
  const total: DatabaseTime = { queries: 0, queryMs: 0, connectionMs: 0 };
  const log: LogConfig = (event) => {
    if (event.level !== 'query') return;
    total.queries += 1;
    total.queryMs += event.queryDurationMillis;
  };
  const watchPool = (pool: pg.Pool) => {
    const lentAt = new Map<pg.PoolClient, number>();
    pool.on('acquire', (client) => lentAt.set(client, performance.now()));
    pool.on('release', (_error, client) => {
      const since = lentAt.get(client);
      if (since !== undefined) total.connectionMs += performance.now() - since;
      lentAt.delete(client);
    });
  };
  return { total, log, watchPool };
}
