import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../../../scripts/page-preloads-plugin';
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
 * The app's page for every client-side route: index.html with the current site info and site mode
 * inside, so the first render shows the business's details and the right home page at once, with
 * no request to wait for and no flash of defaults, even on a first visit. A lazily loaded page's
 * own chunks are named in its page too (modulepreload), so they download beside the entry.
 */
export function createPageSender(webRoot: string, db: Kysely<Database>) {
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const pageTemplates = new Map(
    Object.entries(readPagePreloads(webRoot)).map(([route, files]) => [
      route,
      withModulePreloads(template, files),
    ]),
  );
  return async (reply: FastifyReply, url = '/') => {
    // The snapshot the storefront stream sends first, so the web app keeps one shape in one store.
    const storefront = await loadStorefront(db);
    const page = pageTemplates.get(routeOf(url)) ?? template;
    const filled = fillSlot(page, 'storefront', storefront);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(filled);
  };
}

/** The build's list of each lazy page's files; none for a build without it (as in tests). */
function readPagePreloads(webRoot: string): PagePreloads {
  const file = path.join(webRoot, PAGE_PRELOADS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads) : {};
}

function withModulePreloads(template: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return template.replace('</head>', `${links.join('')}</head>`);
}

/** The route a URL opens, as the router matches it: case and a trailing slash do not matter. */
function routeOf(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
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
