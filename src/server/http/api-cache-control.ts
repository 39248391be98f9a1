import type { FastifyInstance } from 'fastify';

/**
 * API answers carry live data (prices, bookings): no cache keeps them unless a route says so
 * (the QR image routes revalidate with ETags).
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
