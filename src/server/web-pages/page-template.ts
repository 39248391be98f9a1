import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where each page's own head tags go: index.html's title and description make way for them. */
export const HEAD_MARK = '<!--page-head-->';

/** The built index.html as every page starts, and what its content security policy must allow. */
export interface PageTemplate {
  html: string;
  /** CSP sources (`'sha256-…'`) of the inline script and style sheet the page carries. */
  inlineScripts: string[];
  inlineStyles: string[];
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** index.html with its build-time title and description taken out, and HEAD_MARK in their place. */
function withHeadMark(indexHtml: string): string {
  const withoutDescription = indexHtml.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i;
  if (title.test(withoutDescription)) return withoutDescription.replace(title, HEAD_MARK);
  return withoutDescription.replace(/<head>/i, (head) => `${head}${HEAD_MARK}`);
}

/**
 * The page's one inline script (a module, so it runs once the page is parsed): a page with
 * something to read is painted before the app is fetched; one that shows only the loading screen
 * until the app runs (the payment, success and tracking pages) or nothing at all (the admin
 * area) fetches it at once.
 * "Painted" is the browser's own first-contentful-paint entry, reported once the frame is on the
 * screen; a frame callback alone can run before that, and the app's download would then share
 * the first paint's bandwidth. Browsers without paint entries wait for the next frame instead.
 */
function appStart(src: string): string {
  const app = `()=>import(${JSON.stringify(src)})`;
  return (
    `const start=${app};` +
    'document.querySelector("#root [data-page-loading]")||!document.querySelector("#root>*")' +
    '?start():PerformanceObserver.supportedEntryTypes?.includes("paint")' +
    '?new PerformanceObserver((list,observer)=>{' +
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}' +
    '}).observe({type:"paint",buffered:true})' +
    ':requestAnimationFrame(()=>setTimeout(start))'
  );
}

/**
 * The page every answer is made from (src/server/routes/web-app.routes.ts), shaped so a rendered
 * page paints from its first response:
 * - the style sheet comes inside the page, saving a round trip before the first paint (about
 *   8 KB compressed: the Tailwind sheet of the customer code, web/styles.css; the admin area's
 *   sheet comes with its code);
 * - the app's script is fetched only once a rendered page is painted: the HTML is readable
 *   without it, and on a phone's connection its 100 KB would otherwise share the first paint's
 *   bandwidth (see appStart);
 * - the icon comes inside the page too (a data URL of its 381 bytes of SVG): its own request
 *   shared the first paint's round trips, and Lighthouse counted it into the largest paint
 *   (300 ms more in three runs of eight: those where it ended before the paint).
 * The policy allows the sheet and the script by their hashes, and the icon as an image (`img-src
 * data:`). The sheet is our own build's, with no `</style>` in it.
 */
export function readPageTemplate(webRoot: string): PageTemplate {
  const inlineScripts: string[] = [];
  const inlineStyles: string[] = [];
  const html = withHeadMark(fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8'))
    .replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (_, href) => {
      const css = fs.readFileSync(path.join(webRoot, href), 'utf8');
      inlineStyles.push(cspHash(css));
      return `<style>${css}</style>`;
    })
    .replace(/<link rel="icon" href="(\/[\w.-]+\.svg)"/, (link, href: string) => {
      const file = path.join(webRoot, href);
      // The source index.html (a server run from src/ without a build) has it under public/.
      if (!fs.existsSync(file)) return link;
      const svg = fs.readFileSync(file, 'utf8').trim();
      return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`;
    })
    .replace(
      /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/,
      (_, src: string) => {
        const start = appStart(src);
        inlineScripts.push(cspHash(start));
        return `<script type="module">${start}</script>`;
      },
    );
  return { html, inlineScripts, inlineStyles };
}
