/**
 * The limits a statement's read runs within (decision 0031), and the refusals past them: one
 * place for both, since the statement worker and the PDF reader inside it (pdfium.ts, whose memory
 * is held to the same heap limit) share them.
 */
import type { WorkerOptions } from 'node:worker_threads';
import { StatementError } from './statement-error.ts';

export interface StatementReadLimits {
  /** Ended and refused past this; the upload must be answered within 5 s in all. */
  timeMs: number;
  /**
   * The reading thread's old-generation heap (V8's `maxOldGenerationSizeMb`); PDFium's own memory,
   * outside that heap, is held to as much again.
   */
  heapMb: number;
  /** Reads at once; one more is refused with a 429 rather than queued. */
  concurrent: number;
}

/**
 * Measured on this machine (decision 0031): a 10,000-line statement of every kind reads within
 * 64 MB of heap (96 leaves room for fonts real bank PDFs embed), and one read at a time keeps the
 * server (about 150 MB idle) under its 400 MB target: two 19 MB uploads at once took it to 600 MB.
 */
export const STATEMENT_READ_LIMITS: StatementReadLimits = {
  timeMs: 4_000,
  heapMb: 96,
  concurrent: 1,
};

/** V8's young generation for each reading thread. */
const YOUNG_GENERATION_MB = 16;

/**
 * How the reading thread (the statement worker) starts: its input handed over,
 * not cloned, within its heap limit, without the server's flags. It is a bundle of its own and
 * needs none: with --enable-source-maps (`npm start`), the first stack pdfjs built had Node parse
 * pdfjs's own source maps (a 10,000-line PDF's read: 50 → 135 MB of heap, 2.8 → 4 s); with the
 * sources' --import tsx, every module the worker loads went through tsx's loader thread.
 */
export function readingThreadOptions(
  workerData: unknown,
  transfer: ArrayBuffer,
  heapMb: number,
): WorkerOptions {
  return {
    workerData,
    transferList: [transfer],
    resourceLimits: {
      maxOldGenerationSizeMb: heapMb,
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    },
    execArgv: [],
    stdout: false,
    stderr: false,
  };
}

export function tookTooLong(limits: StatementReadLimits): StatementError {
  const seconds = Math.round(limits.timeMs / 1000);
  return new StatementError(
    `The file took too long to read (more than ${seconds} seconds), so it was stopped. Please download a shorter period from the bank, or the statement as CSV.`,
  );
}

export function tooLargeToRead(): StatementError {
  return new StatementError(
    'The file is too large to read: it needed more memory than a statement may. Please download a shorter period from the bank.',
  );
}
