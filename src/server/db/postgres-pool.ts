import pg from 'pg';

export interface PostgresPoolOptions {
  connectionString: string;
  maxConnections: number;
  /** Schema to work in; public stays on the path behind it (the pg_trgm operators live there). */
  schema?: string;
  /** A pooled connection the database ended while nobody was using it. */
  onIdleConnectionLost: (error: Error) => void;
}

/**
 * The pool every query goes through, made to outlive its connections. PostgreSQL ends them on a
 * failover, a restart, `pg_terminate_backend` or an idle-connection reaper; node-postgres then
 * emits `'error'` on the client, and an `'error'` event nobody listens to ends the process
 * (decision 0034: both instances exited on the first termination).
 *
 * - An idle client's error the pool turns into its own `'error'` event after dropping the client;
 *   heard here, the next query simply opens a new connection.
 * - A checked-out client (Kysely holds one for a whole transaction) has no pool listener. Its
 *   error is heard here and otherwise ignored: the query it ran, or the next one it is given,
 *   fails with the cause, reaches whoever asked (a request answers 503), and the pool discards
 *   the client when it comes back, as it no longer counts as queryable.
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections,
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
  });
  pool.on('error', (error) => options.onIdleConnectionLost(error));
  pool.on('connect', (client) => client.on('error', ignoreInUseClientError));
  return pool;
}

function ignoreInUseClientError(): void {}
