/**
 * A PDF's text, page by page, read with pdfjs-dist (Mozilla's PDF.js): what pdf-rows.ts lays out
 * into rows, read in the statement worker or, for a long PDF's second half, in its page worker
 * (pdf-page-worker.ts). Nearly all of a long PDF's read is pdfjs's per-character text extraction
 * here (about 3 µs a character, 1.4 million in a 213-page statement), which no pdfjs option changes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPdfjs, type Pdfjs } from './pdf-js.ts';
import type { TextPiece } from './pdf-layout.ts';
import { StatementError } from './statement-error.ts';

export type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

/**
 * pdfjs keeps, with each font, the glyphs of every text it has shown in it, for the whole
 * document: 13 MB of a 213-page statement's heap by its 200th page. Letting the fonts go every so
 * many pages bounds that (the worker's heap peak fell from 57 to 42 MB); the next page loads its
 * font again, 10–30 ms here.
 */
export const PAGES_BETWEEN_CLEANUPS = 50;

/** The document, or the StatementError saying why it cannot be read (a password, damage). */
export async function openPdf(file: Uint8Array): Promise<PdfDocument> {
  const { getDocument } = await loadPdfjs();
  const assets = pdfjsAssets();
  try {
    return await getDocument({
      // pdfjs takes a plain Uint8Array (not a Buffer), and may keep or detach it: a copy.
      data: new Uint8Array(file),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
      cMapUrl: assets.cMaps,
      cMapPacked: true,
      standardFontDataUrl: assets.standardFonts,
    }).promise;
  } catch (error) {
    throw pdfError(error);
  }
}

/** The text pieces of pages `first` to `last` (counted from 1), one array a page, in order. */
export async function* pagesText(
  document: PdfDocument,
  first: number,
  last: number,
  pagesBetweenCleanups = PAGES_BETWEEN_CLEANUPS,
): AsyncGenerator<TextPiece[]> {
  for (let pageNumber = first; pageNumber <= last; pageNumber++) {
    const cleanup = (pageNumber - first + 1) % pagesBetweenCleanups === 0;
    const items = await pageItems(document, pageNumber, cleanup);
    const pieces: TextPiece[] = [];
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      const size = Math.hypot(c, d) || item.height || 10;
      pieces.push({ x, end: x + item.width, y, size, text: item.str.trim() });
    }
    yield pieces;
  }
}

/**
 * A page's text items. A page pdfjs cannot parse (a file damaged past its first pages) is refused
 * as a damaged file, as one that cannot be opened is, not left to fail the upload with a 500.
 */
async function pageItems(document: PdfDocument, pageNumber: number, cleanup: boolean) {
  try {
    const page = await document.getPage(pageNumber);
    const { items } = await page.getTextContent();
    page.cleanup();
    if (cleanup) await document.cleanup();
    return items;
  } catch (error) {
    throw pdfError(error);
  }
}

function pdfError(error: unknown): StatementError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new StatementError(
      'This PDF is protected with a password. Please download the statement as Excel or CSV, or save the PDF without its password (open it, then print it to a new PDF) and upload that.',
    );
  }
  return new StatementError('This PDF cannot be read; it may be damaged or incomplete.');
}

/** pdfjs's character maps and standard fonts, from its package: some bank PDFs need them for text. */
function pdfjsAssets(): { cMaps: string; standardFonts: string } {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    cMaps: `${path.join(root, 'cmaps')}${path.sep}`,
    standardFonts: `${path.join(root, 'standard_fonts')}${path.sep}`,
  };
}
