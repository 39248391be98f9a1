import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfOf } from '#server/testing/statement-file-kinds.ts';
import { FIXTURES } from '#server/testing/statement-fixtures.ts';
import { loadPdfjs } from './pdf-js.ts';
import { pdfRows } from './pdf-rows.ts';

const require = createRequire(import.meta.url);
const loaded = (name: string) => Object.keys(require.cache).some((file) => file.includes(name));

describe('loadPdfjs', () => {
  it('reads a PDF with Array.prototype.push left native and no canvas loaded', async () => {
    const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
    if (!hdfc) throw new Error('no HDFC fixture');
    const pdfjs = await loadPdfjs();
    expect(pdfjs.version).toMatch(/^5\./);
    const rows = [];
    for await (const row of pdfRows(await pdfOf(hdfc.rows, hdfc.headerLine))) rows.push(row);
    expect(rows.length).toBeGreaterThan(hdfc.headerLine);
    // The legacy build's core-js replaced push in the whole thread: an eighth of a long PDF's read.
    expect(Function.prototype.toString.call(Array.prototype.push)).toContain('[native code]');
    // @napi-rs/canvas (Skia) took 40 MB of memory to draw pages, which a statement never needs.
    expect(loaded('@napi-rs/canvas')).toBe(false);
    expect(loaded('pdfjs-dist/legacy')).toBe(false);
  });
});
