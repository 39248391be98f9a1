import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../shared/api-paths';
import { type Storefront, StorefrontSchema } from '../../shared/storefront/storefront';
import type { StorefrontFeed } from '../storefront/storefront-feed';

const HEARTBEAT_MS = 25_000;

/** Live data for customer pages: a snapshot, and a Server-Sent Events stream of fresh snapshots. */
export const storefrontRoutes: FastifyPluginAsyncZod<{ feed: StorefrontFeed }> = async (
  app,
  { feed },
) => {
  app.get(
    API_PATHS.storefront,
    { schema: { response: { 200: StorefrontSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return feed.current();
    },
  );

  const openStreams = new Set<ServerResponse>();
  // Streams never end by themselves; end them so a shutdown does not wait on them.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get(API_PATHS.storefrontEvents, async (request, reply) => {
    const first = await feed.current();
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (storefront: Storefront) =>
      stream.write(`event: storefront\ndata: ${JSON.stringify(storefront)}\n\n`);
    stream.write('retry: 3000\n\n');
    send(first);
    const unsubscribe = feed.subscribe(send);
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    openStreams.add(stream);
    request.raw.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(stream);
    });
  });
};
