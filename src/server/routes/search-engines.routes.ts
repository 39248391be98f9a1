import type { FastifyPluginAsync } from 'fastify';
import type { StorefrontFeed } from '#server/storefront/storefront-feed.ts';
import { escapeHtml } from '#server/web-pages/html-text.ts';
import { lowestPlatePrice } from '#server/web-pages/page-head.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { customerPageMeta } from '#shared/site/page-meta.ts';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** What search engines may read (not the admin area, not the API), and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nDisallow: ${PAGE_PATHS.admin.root}\nDisallow: /api/\n\nSitemap: ${publicUrl}${SITEMAP_PATH}\n`;
}

/** The indexed pages of the page table (page-meta.ts), at their addresses under PUBLIC_URL. */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt and sitemap.xml, made by the server from PUBLIC_URL and the page table. */
export const searchEnginesRoutes: FastifyPluginAsync<{
  publicUrl: string;
  feed: StorefrontFeed;
}> = async (app, { publicUrl, feed }) => {
  const robots = robotsTxt(publicUrl);
  app.get(ROBOTS_PATH, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get(SITEMAP_PATH, async (_request, reply) => {
    const { storefront } = await feed.current();
    const pages = customerPageMeta({
      siteInfo: storefront.siteInfo,
      siteMode: storefront.siteMode,
      lowestPlatePrice: lowestPlatePrice(storefront.pricing),
    });
    const xml = sitemapXml(
      publicUrl,
      pages.filter((page) => page.indexed).map((page) => page.path),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
