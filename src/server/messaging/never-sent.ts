// The connection was refused or the address not found: the request never left this machine, so
// sending it again cannot double the message. Any other failure after fetch began (no answer, a
// connection cut mid-way) leaves it unknown whether the provider took the message.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether fetch's `error` proves the request never reached the provider. */
export function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && NOT_SENT_CODES.has(code);
}
