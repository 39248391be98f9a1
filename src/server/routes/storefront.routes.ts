import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ErrorResponseSchema } from '#server/http/error-schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { createStreamSlots, type StreamLimits } from '#server/http/stream-slots.ts';
import type { StorefrontFeed, StorefrontSnapshot } from '#server/storefront/storefront-feed.ts';
import { API_PATHS } from '#shared/api-paths.ts';

const HEARTBEAT_MS = 25_000;

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
};

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live-update connections from this connection. Close some of the site’s tabs and reload.';
export const STREAMS_FULL_MESSAGE =
  'The server has too many live-update connections just now. Prices are shown, but may not update by themselves.';

/** Live data for customer pages: a snapshot, and a Server-Sent Events stream of fresh snapshots. */
export const storefrontRoutes: FastifyPluginAsyncZod<{
  feed: StorefrontFeed;
  streamLimits: StreamLimits;
}> = async (app, { feed, streamLimits }) => {
  // The feed's prepared JSON (checked against StorefrontSchema once per change), sent as is.
  app.get(API_PATHS.storefront, async (request, reply) => {
    const { json, version } = await feed.current();
    // Prepared once per change: the same bytes for every answer until the next one.
    const etag = `"${version}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  const slots = createStreamSlots(streamLimits);
  const openStreams = new Set<ServerResponse>();
  // Streams never end by themselves; end them so a shutdown does not wait on them.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get(
    API_PATHS.storefrontEvents,
    {
      schema: {
        // 200 is the event stream's text, written straight to the connection.
        response: { 200: z.string(), '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // HEAD gets the stream's headers and ends: there is no body to stream.
      if (request.method === 'HEAD') return reply.headers(EVENT_STREAM_HEADERS).send('');
      const first = await feed.current();
      // Taken after the last await, so nothing between here and the stream can strand the slot.
      const slot = slots.take(request.ip);
      if ('refused' in slot) {
        if (slot.refused === 'address') throw new HttpError(429, TOO_MANY_STREAMS_MESSAGE);
        // Not thrown: the error handler hides every 5xx behind one message.
        return reply.code(503).header('retry-after', '60').send({ message: STREAMS_FULL_MESSAGE });
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...EVENT_STREAM_HEADERS,
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // The feed's JSON, written once per change for every stream.
      const send = ({ json }: StorefrontSnapshot) =>
        stream.write(`event: storefront\ndata: ${json}\n\n`);
      stream.write('retry: 3000\n\n');
      send(first);
      const unsubscribe = feed.subscribe(send);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      openStreams.add(stream);
      stream.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(stream);
        slot.release();
      });
    },
  );
};
