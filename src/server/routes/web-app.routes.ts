import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getSiteInfo } from '../repositories/site-info.repository';
import { getSiteMode } from '../repositories/site-mode.repository';

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
 * The app's page for every client-side route: index.html with the current site info and site mode
 * inside, so the first render shows the business's details and the right home page at once, with
 * no request to wait for and no flash of defaults, even on a first visit.
 */
export function createPageSender(webRoot: string, db: Kysely<Database>) {
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return async (reply: FastifyReply) => {
    const [siteInfo, siteMode] = await Promise.all([getSiteInfo(db), getSiteMode(db)]);
    const filled = fillSlot(fillSlot(template, 'site-info', siteInfo), 'site-mode', siteMode);
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
  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    // The build's own notes (.vite/) are not assets.
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
