/**
 * The worker thread that reads one uploaded statement (see read-statement-file.ts, which starts
 * it with the file and the options, and its limits): the file's bytes in, the whole statement or
 * the reason it was refused out, then the thread ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ReadStatementOptions, readWholeStatement } from './read-statement.ts';
import { StatementError } from './statement-error.ts';

export interface StatementWorkerInput {
  bytes: Uint8Array;
  options: ReadStatementOptions;
}

export type StatementWorkerAnswer =
  | { kind: 'read'; result: Awaited<ReturnType<typeof readWholeStatement>> }
  | {
      kind: 'refused';
      message: string;
      line: number | undefined;
      column: string | undefined;
      columnLetter: string | undefined;
      mismatch: StatementError['mismatch'];
    }
  | { kind: 'failed'; message: string; stack: string | undefined };

async function answer({ bytes, options }: StatementWorkerInput): Promise<StatementWorkerAnswer> {
  try {
    return { kind: 'read', result: await readWholeStatement(bytes, options) };
  } catch (error) {
    if (error instanceof StatementError) {
      const { message, line, column, columnLetter, mismatch } = error;
      return { kind: 'refused', message, line, column, columnLetter, mismatch };
    }
    const failure = error instanceof Error ? error : new Error(String(error));
    return { kind: 'failed', message: failure.message, stack: failure.stack };
  }
}

if (parentPort) {
  const port = parentPort;
  void answer(workerData as StatementWorkerInput).then((result) => port.postMessage(result));
}
