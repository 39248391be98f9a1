import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontFeed, StorefrontSnapshot } from '#server/storefront/storefront-feed.ts';
import { escapeJsonForScript, jsonForScriptElement } from '#server/web-pages/html-text.ts';
import { lowestPlatePrice, pageHead } from '#server/web-pages/page-head.ts';
import { HEAD_MARK, type PageTemplate } from '#server/web-pages/page-template.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { indiaDay } from '#shared/site/india-time.ts';
import { LOCALE_COOKIE, type Locale, parseLocale } from '#shared/site/locale.ts';
import { customerPageMeta, type PageMeta, unlistedPageMeta } from '#shared/site/page-meta.ts';
import type { PageRenderer } from '#shared/site/page-renderer.ts';

/** Where index.html expects a value (`null` until filled); the server fills it on every page. */
const slot = (id: string) => `<script id="${id}" type="application/json">null</script>`;

/** A page ready to send: its bytes, and an ETag naming them. */
interface PreparedPage {
  etag: string;
  /** The page as is, and compressed once here: a rendered page is some 30 KB of HTML. */
  bodies: Record<PageEncoding, Buffer>;
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type PageEncoding = (typeof ENCODINGS)[number];
const encodings = new Negotiator<PageEncoding>({ supportedValues: [...ENCODINGS] });

function preparePage(html: string): PreparedPage {
  const body = Buffer.from(html);
  return {
    etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
    bodies: {
      // Quality 10: a page is made on the first request after each change, which waits for it.
      // For `/` (75 KB), 10 takes about 25 ms and makes 12.1 KB (12.7 KB in Hindi), so the
      // answer fits a new connection's first ten packets in both languages; 5 took 1.5 ms for
      // 13.0 KB (13.9 KB in Hindi, over), 11 takes 70 ms to save 0.3 KB more.
      br: brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip: gzipSync(body, { level: 9 }),
      identity: body,
    },
  };
}

/** Every page of one storefront version, on one day in India. */
interface PreparedPages {
  key: string;
  /** A customer page in a language, rendered on its first request. */
  customerPage: (path: string, locale: Locale) => Promise<PreparedPage> | undefined;
  admin: PreparedPage;
  other: PreparedPage;
}

/** The root element as index.html has it, and as the server fills it. */
const EMPTY_ROOT = '<div id="root"></div>';

function preparePages(
  template: string,
  snapshot: StorefrontSnapshot,
  publicUrl: string,
  renderPage: PageRenderer | undefined,
  logRenderFailure: (path: string, error: unknown) => void,
  key: string,
): PreparedPages {
  const { storefront } = snapshot;
  const context = {
    siteInfo: storefront.siteInfo,
    siteMode: storefront.siteMode,
    lowestPlatePrice: lowestPlatePrice(storefront.pricing),
  };
  const metas = customerPageMeta(context);
  // Every customer page's title by its path: the browser sets the tab's title from these after
  // each client navigation (RouteChange), so the titles are written in one place.
  const titles = Object.fromEntries(metas.map(({ path, title }) => [path, title]));
  const storefrontSlot = `<script id="storefront" type="application/json">${escapeJsonForScript(snapshot.json)}</script><script id="titles" type="application/json">${jsonForScriptElement(titles)}</script>`;
  // Function replacements: a `$` in an admin's text must stay a `$`.
  const fill = (head: string) =>
    template.replace(HEAD_MARK, () => head).replace(slot('storefront'), () => storefrontSlot);
  const customerPages = new Map(
    metas.map((meta) => [meta.path, fill(pageHead(meta, storefront, publicUrl, true))]),
  );
  const rendered = new Map<string, Promise<PreparedPage>>();
  const renderInto = async (html: string, path: string, locale: Locale) => {
    if (!renderPage) return preparePage(html);
    try {
      const markup = await renderPage({ path, storefront, locale });
      return preparePage(
        html
          .replace(/<html lang="en"/, () => `<html lang="${locale}"`)
          .replace(EMPTY_ROOT, () => `<div id="root" data-locale="${locale}">${markup}</div>`),
      );
    } catch (error) {
      // The page still works: the browser renders it, as it does the admin area.
      logRenderFailure(path, error);
      return preparePage(html);
    }
  };
  const unlisted = (meta: PageMeta) =>
    preparePage(fill(pageHead(meta, storefront, publicUrl, false)));
  return {
    key,
    customerPage(path, locale) {
      const html = customerPages.get(path);
      if (html === undefined) return undefined;
      const pageKey = `${locale} ${path}`;
      let page = rendered.get(pageKey);
      if (!page) {
        page = renderInto(html, path, locale);
        rendered.set(pageKey, page);
      }
      return page;
    },
    admin: unlisted(unlistedPageMeta(PAGE_PATHS.admin.root, storefront.siteInfo)),
    other: unlisted(unlistedPageMeta('/', storefront.siteInfo)),
  };
}

function isAdminPath(path: string): boolean {
  return path === PAGE_PATHS.admin.root || path.startsWith(`${PAGE_PATHS.admin.root}/`);
}

/**
 * The app's page for every client-side route: index.html with the current storefront inside
 * (prices, payees, site info and site mode), so the first render shows the business's details and
 * the right home page at once, with no request to wait for and no flash of defaults; and with
 * the page's own head: title, description, link preview tags and the business's JSON-LD.
 *
 * Customer pages come rendered (`renderPage`, from the built web app), in the language the
 * customer chose (LOCALE_COOKIE): they read with JavaScript off and paint before it arrives, and
 * the browser hydrates them. The admin area and unknown paths come empty; the browser renders them.
 *
 * Each page is made once per storefront version and India day (the footer's year), on its first
 * request, and kept until the next: a page answer reads nothing.
 */
export function createPageSender({
  template,
  feed,
  publicUrl,
  renderPage,
  log,
}: {
  template: PageTemplate;
  feed: StorefrontFeed;
  publicUrl: string;
  renderPage?: PageRenderer;
  log: FastifyBaseLogger;
}) {
  let prepared: PreparedPages | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The snapshot the storefront stream sends first, so the web app keeps one shape in one store.
    const snapshot = await feed.current();
    const key = `${snapshot.version} ${indiaDay(new Date())}`;
    if (prepared?.key !== key) {
      prepared = preparePages(
        template.html,
        snapshot,
        publicUrl,
        renderPage,
        (pagePath, error) => log.error({ err: error, pagePath }, 'page render failed'),
        key,
      );
    }
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    const locale = parseLocale(request.cookies[LOCALE_COOKIE]);
    const page =
      (await prepared.customerPage(pathname, locale)) ??
      (isAdminPath(pathname) ? prepared.admin : prepared.other);
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity';
    // Each encoding is its own representation, so each has its own ETag.
    const etag = `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-encoding')
      .header('etag', etag);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(page.bodies[encoding]);
  };
}

export type PageSender = ReturnType<typeof createPageSender>;

/**
 * Hashed assets cached for a year; the page itself comes from `sendPage` (revalidated by its
 * ETag each time), for `/`
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
