import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPdfjs, type Pdfjs } from './pdf-js.ts';
import { PdfTable, type TextPiece } from './pdf-layout.ts';
import { StatementError } from './statement-error.ts';
import type { StatementRow } from './statement-row.ts';

const NO_TEXT =
  'This PDF has no text: it is probably a scanned image, which cannot be read. Please download the statement as Excel or CSV, or as a PDF from net banking (not a scan or photo).';

/**
 * pdfjs keeps, with each font, the glyphs of every text it has shown in it, for the whole
 * document: 13 MB of a 213-page statement's heap by its 200th page. Letting the fonts go every so
 * many pages bounds that (the worker's heap peak fell from 57 to 42 MB); the next page loads its
 * font again, 10–30 ms here.
 */
const PAGES_BETWEEN_CLEANUPS = 50;

/**
 * The rows of a text PDF's tables, read with pdfjs-dist (Mozilla's PDF.js) page by page and laid
 * out by pdf-layout.ts. Rows are numbered across pages in reading order. A PDF with no text (a
 * scan) or a password is refused saying what to download instead.
 */
export async function* pdfRows(
  file: Uint8Array,
  { pagesBetweenCleanups = PAGES_BETWEEN_CLEANUPS } = {},
): AsyncGenerator<StatementRow> {
  const { getDocument } = await loadPdfjs();
  const assets = pdfjsAssets();
  let document: PdfDocument;
  try {
    document = await getDocument({
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
  try {
    let lineNumber = 0;
    const table = new PdfTable();
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const items = await pageText(document, pageNumber, pagesBetweenCleanups);
      const pieces: TextPiece[] = [];
      for (const item of items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        const size = Math.hypot(c, d) || item.height || 10;
        pieces.push({ x, end: x + item.width, y, size, text: item.str.trim() });
      }
      for (const cells of table.rowsOf(pieces)) {
        lineNumber++;
        yield { line: lineNumber, cells };
      }
    }
    if (lineNumber === 0) throw new StatementError(NO_TEXT);
  } finally {
    await document.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

/**
 * A page's text items. A page pdfjs cannot parse (a file damaged past its first pages) is refused
 * as a damaged file, as one that cannot be opened is, not left to fail the upload.
 */
async function pageText(document: PdfDocument, pageNumber: number, pagesBetweenCleanups: number) {
  try {
    const page = await document.getPage(pageNumber);
    const { items } = await page.getTextContent();
    page.cleanup();
    if (pageNumber % pagesBetweenCleanups === 0) await document.cleanup();
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
