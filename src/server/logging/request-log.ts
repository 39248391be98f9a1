import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The web app's files: a page view fetches a dozen, so they are logged only when they fail. */
    quietLog?: boolean;
  }
}

/**
 * One log line per request, written when it is answered: Fastify's own logging writes two (on
 * arrival and on answer). Routes marked `quietLog` and those with a `logLevel` of "warn" (the
 * probes) stay out of the log unless they fail. The arrival is logged at debug, for following a
 * request that never finishes.
 */
export function logEachRequestOnce(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    const failed = reply.statusCode >= 400;
    if (request.routeOptions.config.quietLog && !failed) return;
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
}
