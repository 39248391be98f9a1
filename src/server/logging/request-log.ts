import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The web app's files: a page view fetches a dozen, so they are logged only when they fail. */
    quietLog?: boolean;
  }
}

/**
 * One log line per request, written when it is answered (Fastify's default writes a second one
 * on arrival, kept here at debug for following a request that never finishes). Routes marked
 * `quietLog`, and those whose `logLevel` is "warn" (the probes), stay out unless they fail.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const failed = error || reply.statusCode >= 500;
    if (request.routeOptions.config?.quietLog && !failed && reply.statusCode < 400) return;
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (failed) reply.log.error(error ? { ...line, err: error } : line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
