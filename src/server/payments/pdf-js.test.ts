import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Run in a process of its own, as the statement worker reads in a thread of its own: the test
 * files of a vitest worker share one module registry, and another file may have loaded canvas.
 */
const READER = `
import { createRequire } from 'node:module';
import { pdfOf } from '#server/testing/statement-file-kinds.ts';
import { FIXTURES } from '#server/testing/statement-fixtures.ts';
import { loadPdfjs } from '#server/payments/pdf-js.ts';
import { pdfRows } from '#server/payments/pdf-rows.ts';
const require = createRequire(import.meta.url);
const loaded = (name) => Object.keys(require.cache).some((file) => file.includes(name));
const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
const pdfjs = await loadPdfjs();
let rows = 0;
for await (const _ of pdfRows(await pdfOf(hdfc.rows, hdfc.headerLine))) rows++;
console.log(JSON.stringify({
  version: pdfjs.version,
  rows,
  headerLine: hdfc.headerLine,
  push: Function.prototype.toString.call(Array.prototype.push),
  canvas: loaded('@napi-rs/canvas'),
  legacy: loaded('pdfjs-dist/legacy'),
}));
`;

describe('loadPdfjs', () => {
  it('reads a PDF with Array.prototype.push left native and no canvas loaded', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', READER],
      { cwd: ROOT },
    );
    const read = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(read.version).toMatch(/^5\./);
    expect(read.rows).toBeGreaterThan(read.headerLine);
    // The legacy build's core-js replaced push in the whole thread: an eighth of a long PDF's read.
    expect(read.push).toContain('[native code]');
    // @napi-rs/canvas (Skia) took 40 MB of memory to draw pages, which a statement never needs.
    expect(read.canvas).toBe(false);
    expect(read.legacy).toBe(false);
  });
});
