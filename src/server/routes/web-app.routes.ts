import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontFeed } from '../storefront/storefront-feed';

/** Where index.html expects a value (`null` until filled); the server fills it on every page. */
const slot = (id: string) => `<script id="${id}" type="application/json">null</script>`;

/** JSON that cannot end the script element it sits in, nor break a line in old parsers. */
export function jsonForScriptElement(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page ready to send: its bytes, and an ETag naming them. */
interface PreparedPage {
  body: Buffer;
  etag: string;
}

function preparePage(html: string): PreparedPage {
  const body = Buffer.from(html);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

/**
 * The app's page for every client-side route: index.html with the current storefront inside
 * (prices, payees, site info and site mode), so the first render shows the business's details and
 * the right home page at once, with no request to wait for and no flash of defaults.
 *
 * Prepared once per storefront version and kept until the next: a page answer reads nothing.
 */
export function createPageSender(webRoot: string, feed: StorefrontFeed) {
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  let prepared: { version: string; page: PreparedPage } | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The snapshot the storefront stream sends first, so the web app keeps one shape in one store.
    const snapshot = await feed.current();
    if (prepared?.version !== snapshot.version) {
      const filled = template.replace(
        slot('storefront'),
        () =>
          `<script id="storefront" type="application/json">${escapeJsonForScript(snapshot.json)}</script>`,
      );
      prepared = { version: snapshot.version, page: preparePage(filled) };
    }
    const { body, etag } = prepared.page;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  };
}

export type PageSender = ReturnType<typeof createPageSender>;

/**
 * Hashed assets cached for a year; the page itself comes from `sendPage` (never cached), for `/`
 * here and for every other client-side route from the not-found handler.
 */
export const webAppRoutes: FastifyPluginAsync<{ webRoot: string; sendPage: PageSender }> = async (
  app,
  { webRoot, sendPage },
) => {
  app.get('/', sendPage);
  // A page view fetches a dozen files: they are logged only when they fail (logging/request-log.ts).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, quietLog: true };
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    // Dot files are never assets.
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
};

export function hasBuiltWebApp(webRoot: string): boolean {
  return fs.existsSync(path.join(webRoot, 'index.html'));
}
