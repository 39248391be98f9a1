import fs from 'node:fs';
import type { PageRenderer } from '../../shared/site/page-renderer';

/**
 * The web app's page renderer, as scripts/build.mjs builds it (dist/ssr/render-page.js, with the
 * app's own modules and styles resolved by Vite); undefined where there is none, and the browser
 * then renders every page.
 */
export async function loadPageRenderer(file: URL): Promise<PageRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const built: { renderPage: PageRenderer } = await import(file.href);
  return built.renderPage;
}
