import type SQLite from 'better-sqlite3';
import { type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

type Config = SqliteDialectConfig & { database: SQLite.Database };

/**
 * Kysely's SQLite dialect with the write-ahead log checkpointed by a thread of its own
 * (wal-checkpointer.ts), from the first query until `kysely.destroy()`: the thread stops first,
 * so the connection, closing last, folds the log into the database file as it did alone.
 */
export class BackgroundCheckpointDialect extends SqliteDialect {
  readonly #config: Config;

  constructor(config: Config) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new BackgroundCheckpointDriver(this.#config);
  }
}

class BackgroundCheckpointDriver extends SqliteDriver {
  readonly #database: SQLite.Database;
  #checkpointer: WalCheckpointer | undefined;

  constructor(config: Config) {
    super(config);
    this.#database = config.database;
  }

  // Kysely destroys a driver only once it has been initialised: the thread lives between the two.
  override async init(): Promise<void> {
    await super.init();
    this.#checkpointer = startWalCheckpointer(this.#database);
  }

  override async destroy(): Promise<void> {
    await this.#checkpointer?.stop();
    await super.destroy();
  }
}
