import { createRequire } from 'node:module';
import path from 'node:path';
import { StatementError } from './statement-error';
import type { StatementRow } from './statement-table';

/** A run of text on a page: where it starts and ends (x), its baseline (y) and its font size. */
export interface TextPiece {
  x: number;
  end: number;
  y: number;
  size: number;
  text: string;
}

interface Cell {
  x: number;
  end: number;
  text: string;
}

/** Pieces closer than this (in font sizes) are words of one cell; wider gaps part columns. */
const CELL_GAP = 0.6;
/** Pieces whose baselines differ by less than this (in font sizes) are on one line. */
const LINE_TOLERANCE = 0.5;

const NO_TEXT =
  'This PDF has no text: it is probably a scanned image, which cannot be read. Please download the statement as Excel or CSV, or as a PDF from net banking (not a scan or photo).';

/**
 * The rows of a text PDF's tables, read with pdfjs-dist (Mozilla's PDF.js). A PDF has no rows or
 * cells, only text placed on pages, so: pieces whose baselines match are a line (top to bottom);
 * on a line, gaps wider than a word's part cells. A line of several cells with no digits is taken
 * as the table's header row, and the lines below it are cut into cells at its columns (the
 * midpoints between header cells), so an empty Debit cell keeps Credit in its own column. The
 * next such line (the header repeated on the next page, a summary's headers) replaces it. Lines
 * are numbered across pages in reading order.
 */
export async function* pdfRows(file: Uint8Array): AsyncGenerator<StatementRow> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const assets = pdfjsAssets();
  let document: Awaited<ReturnType<typeof getDocument>['promise']>;
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
    let header: Cell[] | null = null;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const { items } = await page.getTextContent();
      page.cleanup();
      const pieces: TextPiece[] = [];
      for (const item of items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        const size = Math.hypot(c, d) || item.height || 10;
        pieces.push({ x, end: x + item.width, y, size, text: item.str.trim() });
      }
      for (const line of linesOf(pieces)) {
        lineNumber++;
        const cells = cellsByGaps(line);
        if (looksLikeHeader(cells)) header = cells;
        const texts =
          header && cells !== header ? cellsByColumns(line, header) : cells.map((c) => c.text);
        yield { line: lineNumber, cells: texts };
      }
    }
    if (lineNumber === 0) throw new StatementError(NO_TEXT);
  } finally {
    await document.destroy();
  }
}

/** The pieces grouped into lines, top of the page first, each line's pieces left to right. */
export function linesOf(pieces: TextPiece[]): TextPiece[][] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; pieces: TextPiece[] }[] = [];
  for (const piece of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - piece.y) <= piece.size * LINE_TOLERANCE) line.pieces.push(piece);
    else lines.push({ y: piece.y, pieces: [piece] });
  }
  return lines.map((line) => line.pieces.sort((a, b) => a.x - b.x));
}

export function cellsByGaps(line: TextPiece[]): Cell[] {
  const cells: Cell[] = [];
  for (const piece of line) {
    const cell = cells.at(-1);
    if (cell && piece.x - cell.end < piece.size * CELL_GAP) {
      cell.text += piece.x - cell.end > piece.size * 0.1 ? ` ${piece.text}` : piece.text;
      cell.end = Math.max(cell.end, piece.end);
    } else {
      cells.push({ x: piece.x, end: piece.end, text: piece.text });
    }
  }
  return cells;
}

/** Column titles: three or more cells, each with a letter and none with a digit. */
function looksLikeHeader(cells: Cell[]): boolean {
  return (
    cells.length >= 3 && cells.every((cell) => /\p{L}/u.test(cell.text) && !/\d/.test(cell.text))
  );
}

/** Each piece goes to the header column its extent overlaps most (by its middle when none). */
export function cellsByColumns(line: TextPiece[], header: Cell[]): string[] {
  const bounds = header.map((cell, i) => {
    const before = header[i - 1];
    const after = header[i + 1];
    return {
      left: before ? (before.end + cell.x) / 2 : Number.NEGATIVE_INFINITY,
      right: after ? (cell.end + after.x) / 2 : Number.POSITIVE_INFINITY,
    };
  });
  const texts: string[] = header.map(() => '');
  for (const piece of line) {
    let best = 0;
    let bestOverlap = -1;
    const middle = (piece.x + piece.end) / 2;
    bounds.forEach(({ left, right }, i) => {
      const overlap = Math.min(right, piece.end) - Math.max(left, piece.x);
      const contains = middle >= left && middle < right;
      const score = overlap > 0 ? overlap : contains ? 0 : -1;
      if (score > bestOverlap) {
        best = i;
        bestOverlap = score;
      }
    });
    texts[best] = texts[best] ? `${texts[best]} ${piece.text}` : piece.text;
  }
  return texts;
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
