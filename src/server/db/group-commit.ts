import type { Kysely } from 'kysely';
import type { AppDb } from './app-db';
import type { Database } from './schema';

/** Work for one caller, run inside a transaction it may share with other callers' work. */
export type TransactionWork<T> = (trx: Kysely<Database>) => Promise<T>;

/** How a caller gets a transaction: its own, or a seat in a shared one (group commit). */
export type RunInTransaction = <T>(work: TransactionWork<T>) => Promise<T>;

/** A transaction of the caller's own. */
export function ownTransaction(appDb: AppDb): RunInTransaction {
  return (work) => appDb.kysely.transaction().execute(work);
}

export interface GroupCommit {
  /**
   * Runs `work` in a transaction shared with the work queued beside it. The promise settles only
   * after that transaction has committed, so a result is always durable; work that throws gets its
   * error, and the others are stored without it. `work` may run twice (see below), so it must
   * have no effects outside the transaction.
   */
  run<T>(work: TransactionWork<T>): Promise<T>;
}

interface Pending {
  work: TransactionWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit. A durable commit waits for the disk to flush (with SQLite's synchronous=FULL the
 * flush blocks the server's only thread) and writes every touched page again: the search index's
 * too. Work that arrives while a transaction is being written waits for it, then all of it shares
 * the next transaction: one flush and one write-out for the batch. A lone caller never waits for
 * company: its transaction starts on the next turn of the event loop.
 *
 * The batch is optimistic: when any of its work throws, the transaction rolls back and each piece
 * runs again in a transaction of its own, so one bad piece fails alone. (Savepoints would isolate
 * them too, but SQLite's full-text index flushes at every savepoint, which costs what batching saves.)
 */
export function createGroupCommit(appDb: AppDb, { maxBatch = 64 } = {}): GroupCommit {
  const transact = ownTransaction(appDb);
  let queue: Pending[] = [];
  let writing = false;

  async function writeBatch(batch: Pending[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const values = await transact(async (trx) => {
          const results: unknown[] = [];
          for (const { work } of batch) results.push(await work(trx));
          return results;
        });
        for (const [index, pending] of batch.entries()) pending.resolve(values[index]);
        return;
      } catch {
        // Fall through: find out whose work failed by running each alone.
      }
    }
    for (const pending of batch) {
      await transact(pending.work).then(pending.resolve, pending.reject);
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    writing = false;
  }

  return {
    run<T>(work: TransactionWork<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        // Requests parsed in this same turn join the batch; later ones join the next one.
        if (!writing) {
          writing = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}

/** How this database's concurrent writes are best made: grouped (SQLite) or each its own. */
export function writeTransactions(appDb: AppDb): RunInTransaction {
  return appDb.dialect.groupCommits ? createGroupCommit(appDb).run : ownTransaction(appDb);
}
