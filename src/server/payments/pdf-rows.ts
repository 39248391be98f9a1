import { PdfTable } from './pdf-layout.ts';
import { openPdf, pagesText } from './pdf-text.ts';
import { StatementError } from './statement-error.ts';
import type { StatementRow } from './statement-row.ts';

const NO_TEXT =
  'This PDF has no text: it is probably a scanned image, which cannot be read. Please download the statement as Excel or CSV, or as a PDF from net banking (not a scan or photo).';

/**
 * The rows of a text PDF's tables, read with PDFium (pdf-text.ts) page by page and laid out by
 * pdf-layout.ts, in the statement worker's one thread: a 213-page statement reads in about 1.1 s
 * (decision 0031), so the page worker that read a long PDF's second half with pdfjs is gone. Rows
 * are numbered across pages in reading order. A PDF with no text (a scan) or a password is refused
 * saying what to download instead.
 */
export async function* pdfRows(file: Uint8Array): AsyncGenerator<StatementRow> {
  const document = await openPdf(file);
  try {
    // One table for all pages, in page order: the header found on one page holds on the next.
    const table = new PdfTable();
    let lineNumber = 0;
    for await (const pieces of pagesText(document)) {
      for (const cells of table.rowsOf(pieces)) {
        lineNumber++;
        yield { line: lineNumber, cells };
      }
    }
    if (lineNumber === 0) throw new StatementError(NO_TEXT);
  } finally {
    document.destroy();
  }
}
