import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget from the performance issue: the customer entry's JS, gzipped. */
export const ENTRY_JS_BUDGET_GZIP = 100 * 1024;

export interface EntryBytes {
  /** The entry script and the chunks index.html preloads with it: what the first page needs. */
  jsFiles: string[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

/** Measures what a customer's first page load downloads, from the built index.html. */
export function measureEntryBytes(webRoot: string): EntryBytes {
  const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');
  const js = [
    ...refs(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...refs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const css = refs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const sizes = (files: string[]) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const content = fs.readFileSync(path.join(webRoot, file));
      raw += content.length;
      gzip += gzipSync(content, { level: 9 }).length;
    }
    return { raw, gzip };
  };
  const jsSize = sizes(js);
  const cssSize = sizes(css);
  return {
    jsFiles: js,
    jsRaw: jsSize.raw,
    jsGzip: jsSize.gzip,
    cssRaw: cssSize.raw,
    cssGzip: cssSize.gzip,
  };
}
