/**
 * A second thread for a long PDF (pdf-rows.ts): pdfjs reads a page's text on one thread at about
 * 22 ms a page here (load 2), so a 213-page statement took 4.7–4.9 s, past the 4 s limit, while
 * the machine's other core could have read half of it. The page worker (pdf-page-worker.ts) reads
 * a range of pages and posts their text pieces back. It runs within the same heap limits as the
 * thread that starts it, and ends with it: Node terminates a worker's own workers when it is
 * terminated (the statement worker at its time or memory limit), so the 4 s limit holds for the
 * whole read.
 */
import { resourceLimits as ownLimits, Worker } from 'node:worker_threads';
import { workerScript } from '#server/workers/worker-script.ts';
import type { TextPiece } from './pdf-layout.ts';
import type { PdfPageWorkerAnswer, PdfPageWorkerInput } from './pdf-page-worker.ts';
import { StatementError } from './statement-error.ts';
import {
  readingThreadOptions,
  STATEMENT_READ_LIMITS,
  tooLargeToRead,
} from './statement-read-limits.ts';

export interface PageThread {
  /** Each page's text pieces, in order; rejects as reading them in this thread would have. */
  pages: Promise<TextPiece[][]>;
  /** Ends the thread (when its pages are no longer wanted); resolves once it has ended. */
  stop(): Promise<void>;
}

/** Starts reading pages `first` to `last` (counted from 1) of the PDF in a thread of its own. */
export async function readPagesInThread(
  file: Uint8Array,
  { first, last, pagesBetweenCleanups }: Omit<PdfPageWorkerInput, 'bytes'>,
): Promise<PageThread> {
  const bytes = new Uint8Array(file);
  const input: PdfPageWorkerInput = { bytes, first, last, pagesBetweenCleanups };
  const worker = new Worker(
    await workerScript('pdf-page-worker'),
    readingThreadOptions(input, bytes.buffer, ownHeapMb()),
  );
  const pages = new Promise<TextPiece[][]>((resolve, reject) => {
    worker.once('message', (answer: PdfPageWorkerAnswer) => {
      if (answer.kind === 'pages') resolve(answer.pages);
      else if (answer.kind === 'refused') reject(new StatementError(answer.message));
      else reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeToRead() : error);
    });
    worker.once('exit', (code) => {
      reject(new Error(`The PDF page reader stopped unexpectedly (code ${code}).`));
    });
  });
  // Awaited only once the first half is laid out; a failure before then is not unhandled.
  pages.catch(() => {});
  return {
    pages,
    stop: async () => {
      await worker.terminate();
    },
  };
}

/** The starting thread's own heap limit (the statement worker's); the statement's on the main thread. */
function ownHeapMb(): number {
  return ownLimits.maxOldGenerationSizeMb || STATEMENT_READ_LIMITS.heapMb;
}
