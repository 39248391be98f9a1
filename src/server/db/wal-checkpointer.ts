/**
 * SQLite's checkpoints off the main thread. By default the connection that commits a transaction
 * also checkpoints the write-ahead log once it passes 1,000 pages, inside the commit: after a
 * statement's apply (80 MB of mail) that copy and its fsync held the event loop for 150–250 ms
 * (decision 0031). Here the server's connection never checkpoints; a worker thread with a
 * connection of its own does (wal-checkpoint-worker.ts). Should the thread fail, the connection
 * checkpoints itself again, so the log never grows without end.
 */
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { workerScript } from '#server/workers/worker-script.ts';
import type {
  WalCheckpointWorkerInput,
  WalCheckpointWorkerMessage,
} from './wal-checkpoint-worker.ts';

/** A booking's commit is a few pages; once a second keeps the log to a second's writes. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/** SQLite's own default, put back should the checkpoint thread fail. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1_000;

export interface WalCheckpointer {
  /** Ends the thread, its connection closed; waits for a checkpoint under way to finish. */
  stop(): Promise<void>;
}

export function startWalCheckpointer(
  connection: SQLite.Database,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): WalCheckpointer {
  connection.pragma('wal_autocheckpoint = 0');
  const checkpointSelf = (error: Error) => {
    console.warn(`SQLite's checkpoint thread failed (${error.message}); checkpointing in commits.`);
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  };
  const input: WalCheckpointWorkerInput = { file: connection.name, intervalMs };
  const started = workerScript('wal-checkpoint-worker')
    .then((script) => {
      // None of the server's flags (--enable-source-maps, the sources' --import tsx): it needs none.
      const worker = new Worker(script, { workerData: input, execArgv: [] });
      // A process that never closes its database still exits.
      worker.unref();
      worker.on('error', checkpointSelf);
      return worker;
    })
    .catch((error: Error) => {
      checkpointSelf(error);
      return null;
    });
  return {
    async stop() {
      const worker = await started;
      if (!worker || worker.threadId < 0) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // Held open until the thread has closed its connection.
      worker.ref();
      worker.postMessage('stop' satisfies WalCheckpointWorkerMessage);
      await exited;
    },
  };
}
