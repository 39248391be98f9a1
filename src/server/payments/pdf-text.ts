/**
 * A PDF's text, page by page, read with PDFium (pdfium.ts): what pdf-rows.ts lays out into rows,
 * read in the statement worker. PDFium hands out characters; they are put back together into the
 * runs pdfjs-dist (which read them until decision 0031's last measure) handed out, so the layout
 * and its tolerances stay as they were: a run is one text object's characters on one baseline,
 * parted where a gap is wider than a column's (a TJ array's wide kerning). On the generated
 * statements of every fixture layout the rows come out identical to pdfjs's.
 */
import { resourceLimits } from 'node:worker_threads';
import type { TextPiece } from './pdf-layout.ts';
import {
  forgetPdfium,
  loadPdfium,
  PDFIUM_PASSWORD_ERROR,
  type Pdfium,
  type PdfiumExports,
} from './pdfium.ts';
import { StatementError } from './statement-error.ts';
import { STATEMENT_READ_LIMITS, tooLargeToRead } from './statement-read-limits.ts';

/** A gap wider than this (in font sizes) parts a run, as it parts cells (pdf-layout.ts). */
const RUN_GAP = 0.6;
/** A baseline moved by more than this (in font sizes) starts a run. */
const BASELINE_SHIFT = 0.5;

export interface PdfDocument {
  readonly numPages: number;
  /** Lets the document and its bytes go (the module's memory is reused by the next). */
  destroy(): void;
}

interface OpenDocument extends PdfDocument {
  pdfium: Pdfium;
  handle: number;
}

/** The document, or the StatementError saying why it cannot be read (a password, damage). */
export async function openPdf(file: Uint8Array): Promise<PdfDocument> {
  const pdfium = await loadPdfium(ownHeapMb());
  const pdf = pdfium.exports;
  return reading(pdfium, () => {
    const bytes = pdf.malloc(file.length);
    if (!bytes) throw tooLargeToRead();
    new Uint8Array(pdf.memory.buffer).set(file, bytes);
    // The bytes stay in the module's memory while the document is open: PDFium reads them lazily.
    const handle = pdf.FPDF_LoadMemDocument(bytes, file.length, 0);
    if (!handle) {
      const cause = pdf.FPDF_GetLastError();
      pdf.free(bytes);
      throw cause === PDFIUM_PASSWORD_ERROR ? passwordProtected() : damaged();
    }
    const document: OpenDocument = {
      pdfium,
      handle,
      numPages: pdf.FPDF_GetPageCount(handle),
      destroy() {
        pdf.FPDF_CloseDocument(handle);
        pdf.free(bytes);
      },
    };
    return document;
  });
}

/** The text pieces of pages `first` to `last` (counted from 1), one array a page, in order. */
export async function* pagesText(
  document: PdfDocument,
  first = 1,
  last = document.numPages,
): AsyncGenerator<TextPiece[]> {
  const { pdfium, handle } = document as OpenDocument;
  for (let pageNumber = first; pageNumber <= last; pageNumber++) {
    yield reading(pdfium, () => pageText(pdfium.exports, handle, pageNumber - 1));
  }
}

/**
 * A page's runs of text. A page PDFium cannot load (a file damaged past its first pages) is
 * refused as a damaged file, as one that cannot be opened is.
 */
function pageText(pdf: PdfiumExports, document: number, index: number): TextPiece[] {
  const page = pdf.FPDF_LoadPage(document, index);
  if (!page) throw damaged();
  const textPage = pdf.FPDFText_LoadPage(page);
  // Room for a rectangle or a matrix (six floats) and, from its 32nd byte, an origin (two doubles).
  const scratch = pdf.malloc(48);
  try {
    if (!textPage || !scratch) throw damaged();
    return runsOf(pdf, page, textPage, scratch);
  } finally {
    if (scratch) pdf.free(scratch);
    if (textPage) pdf.FPDFText_ClosePage(textPage);
    pdf.FPDF_ClosePage(page);
  }
}

function runsOf(pdf: PdfiumExports, page: number, textPage: number, scratch: number): TextPiece[] {
  const at = new Numbers(pdf.memory, scratch);
  pdf.FPDF_GetPageBoundingBox(page, scratch);
  const [viewLeft, viewTop, viewRight, viewBottom] = [
    at.float(0),
    at.float(1),
    at.float(2),
    at.float(3),
  ];
  const runs: TextPiece[] = [];
  let run: TextPiece | undefined;
  let text = '';
  let object = 0;
  const end = () => {
    const trimmed = text.trim();
    if (run && trimmed) runs.push({ ...run, text: trimmed });
    run = undefined;
    text = '';
  };
  const count = pdf.FPDFText_CountChars(textPage);
  for (let i = 0; i < count; i++) {
    const code = pdf.FPDFText_GetUnicode(textPage, i);
    if (code === 0x0a || code === 0x0d) {
      end(); // a line's end (PDFium's own between lines, or the file's)
      continue;
    }
    if (code > 0x10ffff) continue; // no character at all
    if (pdf.FPDFText_IsGenerated(textPage, i)) {
      if (run) text += ' '; // a space PDFium saw between words; a wide one parts the run below
      continue;
    }
    pdf.FPDFText_GetLooseCharBox(textPage, i, scratch);
    const left = at.float(0);
    const right = at.float(2);
    pdf.FPDFText_GetCharOrigin(textPage, i, scratch + 32, scratch + 40);
    const x = at.double(4);
    const y = at.double(5);
    // Off the page (a cell running past its edge): not shown, and pdfjs left it out too.
    if (x > viewRight || right < viewLeft || y < viewBottom || y > viewTop) continue;
    const textObject = pdf.FPDFText_GetTextObject(textPage, i);
    if (
      run &&
      (textObject !== object ||
        Math.abs(run.y - y) > run.size * BASELINE_SHIFT ||
        left - run.end > run.size * RUN_GAP)
    ) {
      end();
    }
    object = textObject;
    run ??= { x, end: right, y, size: fontSize(pdf, textPage, i, at), text: '' };
    text += String.fromCodePoint(code);
    run.end = Math.max(run.end, right);
  }
  end();
  return runs;
}

/** The size the text is shown at: its font's size scaled by its matrix (a 1 pt font scaled 7×). */
function fontSize(pdf: PdfiumExports, textPage: number, index: number, at: Numbers): number {
  const size = pdf.FPDFText_GetFontSize(textPage, index);
  if (!pdf.FPDFText_GetMatrix(textPage, index, at.pointer)) return size || 10;
  return size * Math.hypot(at.float(2), at.float(3)) || 10;
}

/**
 * Numbers PDFium wrote at a place in the module's memory: floats counted from it, doubles counted
 * in eights of bytes from it. The views are made again only if the memory has grown (which
 * replaces its buffer), not for each of a page's thousands of characters.
 */
class Numbers {
  private floats: Float32Array;
  private doubles: Float64Array;

  constructor(
    private readonly memory: PdfiumExports['memory'],
    readonly pointer: number,
  ) {
    this.floats = new Float32Array(memory.buffer);
    this.doubles = new Float64Array(memory.buffer);
  }

  float(index: number): number {
    if (this.floats.buffer !== this.memory.buffer)
      this.floats = new Float32Array(this.memory.buffer);
    return this.floats[(this.pointer >> 2) + index] ?? 0;
  }

  double(index: number): number {
    if (this.doubles.buffer !== this.memory.buffer)
      this.doubles = new Float64Array(this.memory.buffer);
    return this.doubles[(this.pointer >> 3) + index] ?? 0;
  }
}

/**
 * Runs PDFium's part of the read. PDFium stops with a runtime error when the module's memory
 * reaches its cap (the file is too large to read) or when a file breaks it (damaged).
 */
function reading<T>(pdfium: Pdfium, read: () => T): T {
  try {
    return read();
  } catch (error) {
    // Past its memory cap PDFium may also fail softly (a page it cannot load): still the size.
    if (pdfium.overMemoryCap()) {
      forgetPdfium();
      throw tooLargeToRead();
    }
    if (error instanceof StatementError) throw error;
    forgetPdfium();
    // A WebAssembly trap or PDFium's own stop (abort): the file broke the reader.
    if (error instanceof Error && error.name === 'RuntimeError') throw damaged();
    throw error;
  }
}

/** The reading thread's own heap limit (the statement worker's); the statement's on the main thread. */
function ownHeapMb(): number {
  return resourceLimits.maxOldGenerationSizeMb || STATEMENT_READ_LIMITS.heapMb;
}

function passwordProtected(): StatementError {
  return new StatementError(
    'This PDF is protected with a password. Please download the statement as Excel or CSV, or save the PDF without its password (open it, then print it to a new PDF) and upload that.',
  );
}

function damaged(): StatementError {
  return new StatementError('This PDF cannot be read; it may be damaged or incomplete.');
}
