/**
 * SQLSTATEs of a connection the server ended or would not take: admin_shutdown
 * (`pg_terminate_backend`, a fast shutdown), crash_shutdown, cannot_connect_now (starting up,
 * in recovery) and idle_session_timeout. Class 08 (connection exception) is taken whole.
 */
const ENDED_BY_SERVER = new Set(['57P01', '57P02', '57P03', '57P05']);

/** The socket's own failures: nothing listening, reset, no route, no such host. */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres says these without a code: the socket closed under a client, a client used again
 * after that, or no connection within the pool's connection timeout.
 */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether `error` says the database was out of reach or dropped the connection mid-request, as
 * opposed to refusing what was asked. A transaction on a lost connection is rolled back whole by
 * PostgreSQL (or, lost during its COMMIT, committed whole), so the caller may simply try again:
 * a booking sent again is answered as the repeat it is.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (ENDED_BY_SERVER.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_FAILURES.has(code)) {
      return true;
    }
  }
  // Connecting to a name with several addresses fails with every address's error at once.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return CLIENT_MESSAGES.some((message) => error.message.startsWith(message));
}
