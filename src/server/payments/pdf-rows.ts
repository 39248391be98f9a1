import { PdfTable, type TextPiece } from './pdf-layout.ts';
import { type PageThread, readPagesInThread } from './pdf-page-thread.ts';
import { openPdf, PAGES_BETWEEN_CLEANUPS, pagesText } from './pdf-text.ts';
import { StatementError } from './statement-error.ts';
import type { StatementRow } from './statement-row.ts';

const NO_TEXT =
  'This PDF has no text: it is probably a scanned image, which cannot be read. Please download the statement as Excel or CSV, or as a PDF from net banking (not a scan or photo).';

/**
 * From this many pages a PDF's second half is read in a thread of its own (pdf-page-thread.ts)
 * while this one reads the first. A second thread costs its start (pdfjs loaded and the document
 * opened again: 240–250 ms), 40–50 MB more of the process's memory (the statement-files bench
 * peaked at 365 MB during the PDF, with heaps that grow by half: heap-growth.ts), and 10–15% more
 * CPU in all; it pays only when a core is free. Measured at load 7–8, when neither core was: 30,
 * 60 and 100 pages read in 1.2–1.5, 2.0–2.3 and 2.7–3.1 s on one thread, 0.1–1.0 s slower on two.
 * So one thread keeps a month's statement (20–50 pages) within the 4 s limit even on a busy
 * machine; past that, the 213-page statement's busiest thread needs 2.1–2.2 s of CPU instead of
 * 3.7–3.8 s (decision 0031).
 */
const TWO_THREADS_FROM_PAGES = 100;

/**
 * The rows of a text PDF's tables, read with pdfjs-dist (Mozilla's PDF.js; pdf-text.ts) page by
 * page and laid out by pdf-layout.ts, a long PDF's halves in two threads. Rows are numbered across
 * pages in reading order. A PDF with no text (a scan) or a password is refused saying what to
 * download instead.
 */
export async function* pdfRows(
  file: Uint8Array,
  {
    pagesBetweenCleanups = PAGES_BETWEEN_CLEANUPS,
    twoThreadsFromPages = TWO_THREADS_FROM_PAGES,
  } = {},
): AsyncGenerator<StatementRow> {
  const document = await openPdf(file);
  let secondHalf: PageThread | undefined;
  try {
    const pages = document.numPages;
    const ownLast = pages >= twoThreadsFromPages ? Math.ceil(pages / 2) : pages;
    if (ownLast < pages) {
      secondHalf = await readPagesInThread(file, {
        first: ownLast + 1,
        last: pages,
        pagesBetweenCleanups,
      });
    }
    // One table for all pages, in page order: the header found on one page holds on the next.
    const table = new PdfTable();
    let lineNumber = 0;
    const rowsOf = function* (pieces: TextPiece[]): Generator<StatementRow> {
      for (const cells of table.rowsOf(pieces)) {
        lineNumber++;
        yield { line: lineNumber, cells };
      }
    };
    for await (const pieces of pagesText(document, 1, ownLast, pagesBetweenCleanups)) {
      yield* rowsOf(pieces);
    }
    for (const pieces of secondHalf ? await secondHalf.pages : []) yield* rowsOf(pieces);
    if (lineNumber === 0) throw new StatementError(NO_TEXT);
  } finally {
    await secondHalf?.stop();
    await document.destroy();
  }
}
