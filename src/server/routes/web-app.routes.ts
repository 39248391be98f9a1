import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadStorefront } from '../storefront/load-storefront';

/** Where index.html expects a value (`null` until filled); the server fills it on every page. */
const slot = (id: string) => `<script id="${id}" type="application/json">null</script>`;

/** JSON that cannot end the script element it sits in, nor break a line in old parsers. */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function fillSlot(page: string, id: string, value: unknown): string {
  return page.replace(slot(id), slot(id).replace('null', jsonForScriptElement(value)));
}

/**
 * The app's page for every client-side route: index.html with the current storefront inside
 * (prices, payees, site info and site mode), so the first render shows the business's details and
 * the right home page at once, with no request to wait for and no flash of defaults.
 */
export function createPageSender(webRoot: string, db: Kysely<Database>) {
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return async (reply: FastifyReply) => {
    // The snapshot the storefront stream sends first, so the web app keeps one shape in one store.
    const storefront = await loadStorefront(db);
    const filled = fillSlot(template, 'storefront', storefront);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(filled);
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
  app.get('/', (_request, reply) => sendPage(reply));
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
