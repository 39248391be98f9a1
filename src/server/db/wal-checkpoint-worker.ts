/**
 * The worker thread that checkpoints the SQLite database's write-ahead log (wal-checkpointer.ts
 * starts it): on a connection of its own, every `intervalMs` it copies the log's committed pages
 * into the database file, so the server's connection never does it inside a commit. Stops, its
 * connection closed, when told to.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface WalCheckpointWorkerInput {
  file: string;
  intervalMs: number;
}

/** What the thread is told; it answers nothing, and ends once stopped. */
export type WalCheckpointWorkerMessage = 'stop';

const { file, intervalMs } = workerData as WalCheckpointWorkerInput;
const db = new SQLite(file, { fileMustExist: true });
// A checkpoint syncs the log before copying it and the database file after, as the server's
// connection does with synchronous = FULL.
db.pragma('synchronous = FULL');

// PASSIVE copies what no reader still needs and never waits for a lock: the server's writes and
// reads go on meanwhile. With nothing new in the log it returns without touching the disk.
const checkpoint = db.prepare('pragma wal_checkpoint(passive)');
const timer = setInterval(() => checkpoint.run(), intervalMs);

parentPort?.on('message', (message: WalCheckpointWorkerMessage) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
