import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type LogConfig, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { BackgroundCheckpointDialect } from './background-checkpoint-dialect.ts';
import { type DialectFeatures, postgresFeatures, sqliteFeatures } from './dialect.ts';
import { OwnSchemaPostgresDialect } from './own-schema-postgres-dialect.ts';
import { createPostgresPool } from './postgres-pool.ts';
import type { Database } from './schema.ts';

/** The query builder plus what the code must know about the database underneath. */
export interface AppDb {
  kysely: Kysely<Database>;
  dialect: DialectFeatures;
  /** Set on PostgreSQL: the pool, for LISTEN/NOTIFY and health checks. */
  pool?: pg.Pool;
  /**
   * Set on SQLite: PRAGMA data_version, which moves only when another connection (another
   * process: the admin CLI, a browser test's setup) wrote the file. Answered from memory.
   */
  dataVersion?: () => number;
  /**
   * Set on SQLite: has the write-ahead log written to disk from Node's thread pool. Called just
   * before a long transaction commits (a statement's apply writes 90 MB), it leaves the commit's
   * fsync on the main thread only the pages written since.
   */
  flushLog?: () => Promise<void>;
}

export const SQLITE_FILE_NAME = 'hsrp.sqlite';

/** The data folder and the database's files are the server user's alone. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dataDir` (0700) and the database file (0600) when missing, and takes group and others'
 * access away from ones made before (0755, 0644): they hold customers' names, phone numbers and
 * payment proofs. SQLite gives its -wal and -shm files the database file's mode; those already
 * there, and copies kept by restore (hsrp.sqlite.before-restore-…), are tightened here too.
 */
export function prepareDataDir(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const name of fs.readdirSync(dataDir)) {
    const entry = path.join(dataDir, name);
    if (name.startsWith(SQLITE_FILE_NAME) && fs.lstatSync(entry).isFile()) {
      fs.chmodSync(entry, PRIVATE_FILE_MODE);
    }
  }
  return file;
}

/** Kysely's query log: off unless given (the bench sums each query's time with it). */
export interface QueryLogOption {
  log?: LogConfig;
}

export interface SqliteOptions extends QueryLogOption {
  /**
   * The write-ahead log checkpointed by a thread of its own rather than inside commits
   * (wal-checkpointer.ts): for the server, whose main thread answers requests meanwhile.
   */
  backgroundCheckpoints?: boolean;
}

/** Opens (creating when needed) the embedded SQLite database in `dataDir`. */
export function openSqliteDb(
  dataDir: string,
  { log, backgroundCheckpoints = false }: SqliteOptions = {},
): AppDb {
  const file = prepareDataDir(dataDir);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes an acknowledged booking survive
  // a power cut, not only a crash; the busy timeout rides out a backup or a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted and overwritten content is zeroed, not left in the page's free space: a mail's
  // secret cleared once sent must not linger in the file or its backups (decision 0038).
  sqlite.pragma('secure_delete = ON');
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return {
    kysely: new Kysely<Database>({
      dialect: backgroundCheckpoints
        ? new BackgroundCheckpointDialect({ database: sqlite })
        : new SqliteDialect({ database: sqlite }),
      plugins: [new CamelCasePlugin()],
      log,
    }),
    dialect: sqliteFeatures,
    dataVersion: () => dataVersion.get() as number,
    flushLog: () => syncFile(`${file}-wal`),
  };
}

/**
 * fdatasync from the thread pool; a file not there (no write since the last close) has nothing to
 * sync. Resumed from the thread pool, the caller would run in the loop's I/O phase, where a turn it
 * then takes (setImmediate) comes before any other request is read: it resumes in a turn instead.
 */
async function syncFile(file: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(file, 'r');
    await handle.datasync();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    await handle?.close();
    await nextTurn();
  }
}

export interface PostgresOptions extends QueryLogOption {
  /** Schema to work in (tests use one per run); the server's default search_path otherwise. */
  schema?: string;
  maxConnections?: number;
  /** An idle pooled connection the database ended; the pool opens another when next needed. */
  onIdleConnectionLost?: (error: Error) => void;
}

const warnIdleConnectionLost = (error: Error) =>
  console.warn(`A database connection was lost while idle (${error.message}); replacing it.`);

/**
 * Connects to PostgreSQL; every app instance of a deployment points at the same database. The
 * pool outlives lost connections (postgres-pool.ts).
 */
export function openPostgresDb(connectionString: string, options: PostgresOptions = {}): AppDb {
  const pool = createPostgresPool({
    connectionString,
    maxConnections: options.maxConnections ?? 10,
    schema: options.schema,
    onIdleConnectionLost: options.onIdleConnectionLost ?? warnIdleConnectionLost,
  });
  return {
    kysely: new Kysely<Database>({
      dialect: new OwnSchemaPostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
      log: options.log,
    }),
    dialect: postgresFeatures,
    pool,
  };
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function openDb(
  config: { databaseUrl?: string; dataDir: string },
  sqliteOptions: SqliteOptions = {},
): AppDb {
  return config.databaseUrl
    ? openPostgresDb(config.databaseUrl)
    : openSqliteDb(config.dataDir, sqliteOptions);
}
