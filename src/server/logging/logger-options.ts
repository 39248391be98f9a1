import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskLogFields, maskText, maskUrl } from './mask.ts';

export interface LogSettings {
  level: string;
  /** Where JSON lines go (stdout when absent); tests pass a stream to read them. */
  stream?: { write(line: string): void };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger: everything it writes passes through the masking rules, so no full phone
 * number, e-mail address, transaction number, password or session secret reaches the log, wherever
 * in the code a line is logged from. Request bodies are never logged at all.
 */
export function loggerOptions({ level, stream }: LogSettings): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's own request fields, with the URL masked: admins search by phone number.
      req: (request) => {
        const req = request as unknown as FastifyRequest;
        return {
          method: req.method,
          url: maskUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        };
      },
      err: (error) => serializeError(error, 0),
    },
    formatters: { log: (fields) => maskLogFields(fields) },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}

/** Errors carry values in their messages (a database's "Key (phone)=(…)", an SMTP rejection). */
function serializeError(
  error: unknown,
  depth: number,
): { type: string; message: string; stack: string } {
  if (!(error instanceof Error) || depth > 3) {
    return { type: typeof error, message: maskText(String(error)), stack: '' };
  }
  const { message, stack, cause, ...fields } = error as Error & Record<string, unknown>;
  return {
    ...maskLogFields(fields),
    type: error.constructor?.name ?? 'Error',
    message: maskText(message),
    stack: maskText(stack ?? ''),
    ...(cause === undefined ? {} : { cause: serializeError(cause, depth + 1) }),
  } as { type: string; message: string; stack: string };
}
