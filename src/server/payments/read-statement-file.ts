/**
 * Reading an uploaded statement off the main thread, within limits (decision 0031). A crafted or
 * huge file (a spreadsheet naming row 4,000,000, one reaching column XFD, 20 MB of CSV) once froze
 * the whole site for seconds to minutes and took gigabytes: the read now runs in a worker thread
 * with a heap limit and a wall-time limit, past which the thread is ended and the file refused with
 * a StatementError; and one runs at a time, past which the upload is refused with a 429 (not a 503:
 * the error handler answers every 5xx without its message).
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { HttpError } from '#server/http/http-error.ts';
import { workerScript } from '#server/workers/worker-script.ts';
import type { ReadStatementOptions, readWholeStatement } from './read-statement.ts';
import { StatementError } from './statement-error.ts';
import {
  readingThreadOptions,
  STATEMENT_READ_LIMITS,
  type StatementReadLimits,
  tookTooLong,
  tooLargeToRead,
} from './statement-read-limits.ts';
import type { StatementWorkerAnswer, StatementWorkerInput } from './statement-worker.ts';

export type { StatementReadLimits } from './statement-read-limits.ts';
export { STATEMENT_READ_LIMITS } from './statement-read-limits.ts';

export type ReadStatementFileResult = Awaited<ReturnType<typeof readWholeStatement>>;

let reading = 0;

/**
 * The whole statement, read in a worker thread: what `readWholeStatement` answers, or its
 * StatementError (line, column and mismatch kept). Refuses past the limits with a StatementError;
 * with an HttpError 429 when `concurrent` reads are already running.
 */
export async function readStatementFile(
  bytes: Uint8Array,
  options: ReadStatementOptions = {},
  limits: StatementReadLimits = STATEMENT_READ_LIMITS,
): Promise<ReadStatementFileResult> {
  if (reading >= limits.concurrent) {
    throw new HttpError(
      429,
      'Another statement is being read right now. Please upload this one again in a moment.',
    );
  }
  reading++;
  try {
    return await readInWorker(bytes, options, limits);
  } finally {
    reading--;
  }
}

async function readInWorker(
  bytes: Uint8Array,
  options: ReadStatementOptions,
  limits: StatementReadLimits,
): Promise<ReadStatementFileResult> {
  // A copy of its own, handed over (not cloned) to the worker: the caller's buffer stays usable.
  const copy = new Uint8Array(bytes);
  const input: StatementWorkerInput = { bytes: copy, options };
  const worker = await startWorker(input, copy.buffer, limits);
  return new Promise<ReadStatementFileResult>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(tookTooLong(limits))), limits.timeMs);
    worker.once('message', (answer: StatementWorkerAnswer) => {
      settle(() => {
        if (answer.kind === 'read') resolve(answer.result);
        else if (answer.kind === 'refused') reject(refusal(answer));
        else reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
      });
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeToRead() : error));
    });
    worker.once('exit', (code) => {
      settle(() => reject(new Error(`The statement reader stopped unexpectedly (code ${code}).`)));
    });
  });
}

function refusal(answer: Extract<StatementWorkerAnswer, { kind: 'refused' }>): StatementError {
  const { message, line, column, columnLetter, mismatch } = answer;
  // The message already names the place; the fields are kept for callers that show them apart.
  return Object.assign(new StatementError(message), { line, column, columnLetter, mismatch });
}

/** The worker's code: an entry of its own in the bundle (workers/worker-script.ts). */
async function startWorker(
  input: StatementWorkerInput,
  transfer: ArrayBuffer,
  limits: StatementReadLimits,
): Promise<Worker> {
  const script = await workerScript('statement-worker');
  return new Worker(script, statementWorkerOptions(input, transfer, limits));
}

/** How the worker starts: its input handed over, within its limits, without the server's flags. */
export function statementWorkerOptions(
  input: StatementWorkerInput,
  transfer: ArrayBuffer,
  limits: StatementReadLimits,
): WorkerOptions {
  return readingThreadOptions(input, transfer, limits.heapMb);
}
