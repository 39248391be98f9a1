/**
 * The worker thread that reads a long PDF's second half while the statement worker reads its first
 * (pdf-page-thread.ts starts it, pdf-rows.ts lays the pages out): the file's bytes and a range of
 * pages in, each page's text pieces (plain objects, cheap to post) or the reason it failed out.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { TextPiece } from './pdf-layout.ts';
import { openPdf, pagesText } from './pdf-text.ts';
import { StatementError } from './statement-error.ts';

export interface PdfPageWorkerInput {
  bytes: Uint8Array;
  first: number;
  last: number;
  pagesBetweenCleanups: number;
}

export type PdfPageWorkerAnswer =
  | { kind: 'pages'; pages: TextPiece[][] }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string; stack: string | undefined };

async function answer(input: PdfPageWorkerInput): Promise<PdfPageWorkerAnswer> {
  try {
    const document = await openPdf(input.bytes);
    try {
      const pages: TextPiece[][] = [];
      const { first, last, pagesBetweenCleanups } = input;
      for await (const pieces of pagesText(document, first, last, pagesBetweenCleanups)) {
        pages.push(pieces);
      }
      return { kind: 'pages', pages };
    } finally {
      await document.destroy();
    }
  } catch (error) {
    if (error instanceof StatementError) return { kind: 'refused', message: error.message };
    const failure = error instanceof Error ? error : new Error(String(error));
    return { kind: 'failed', message: failure.message, stack: failure.stack };
  }
}

if (parentPort) {
  const port = parentPort;
  void answer(workerData as PdfPageWorkerInput).then((result) => port.postMessage(result));
}
