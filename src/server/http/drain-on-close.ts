import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, answers still being sent (requests that were in flight) tell the
 * client to close the connection. Otherwise each such keep-alive connection would hold the exit
 * until it timed out, as the server closes only connections idle when the shutdown began.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
