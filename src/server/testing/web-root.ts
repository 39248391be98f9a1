import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The built web app's index.html in miniature: its head, and the storefront's JSON slot. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<title>Built title</title><meta name="description" content="Built description" />' +
  '<script id="storefront" type="application/json">null</script>' +
  '</head><body><div id="root"></div></body></html>';

/** A folder standing in for dist/web; remove it with `fs.rmSync(dir, { recursive: true })`. */
export function makeWebRoot(indexHtml = FIXTURE_INDEX_HTML): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  return webRoot;
}
