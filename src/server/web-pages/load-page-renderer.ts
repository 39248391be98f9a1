import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '#shared/site/page-renderer.ts';

/**
 * The web app's page renderer, as scripts/build.mjs builds it beside the web app (`dist/ssr`
 * beside `dist/web`, with the app's own modules resolved by Vite); undefined where there is none,
 * and the browser then renders every page.
 */
export async function loadPageRenderer(webRoot: string): Promise<PageRenderer | undefined> {
  const file = path.join(webRoot, '..', 'ssr', 'render-page.js');
  if (!fs.existsSync(file)) return undefined;
  const built: { renderPage: PageRenderer } = await import(pathToFileURL(file).href);
  return built.renderPage;
}
