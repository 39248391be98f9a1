import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  type PluginTransformResultArgs,
  PostgresDialect,
  type QueryResult,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { type DialectFeatures, postgresFeatures, sqliteFeatures } from './dialect';
import type { Database } from './schema';

/** The query builder plus what the code must know about the database underneath. */
export interface AppDb {
  kysely: Kysely<Database>;
  dialect: DialectFeatures;
  /** Set on PostgreSQL: the pool, for LISTEN/NOTIFY and health checks. */
  pool?: pg.Pool;
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

/** Opens (creating when needed) the embedded SQLite database in `dataDir`. */
export function openSqliteDb(dataDir: string): AppDb {
  const sqlite = new SQLite(prepareDataDir(dataDir));
  // WAL lets readers run beside the writer; synchronous=FULL makes an acknowledged booking survive
  // a power cut, not only a crash; the busy timeout rides out a backup or a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const camelCase = new CamelCaseQueries();
  return {
    kysely: new Kysely<Database>({
      dialect: new SqliteDialect({
        database: withStatementCache(sqlite, (column) => camelCase.columnKey(column)),
      }),
      plugins: [camelCase],
    }),
    dialect: sqliteFeatures,
  };
}

/**
 * The camel-case plugin for SQLite, where rows arrive with their keys already in camel case (see
 * `readingRowsFast`): it rewrites queries only, instead of copying every row it reads.
 */
class CamelCaseQueries extends CamelCasePlugin {
  override async transformResult(
    args: PluginTransformResultArgs,
  ): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  columnKey(column: string): string {
    return this.camelCase(column);
  }
}

/**
 * Kysely prepares every query afresh; SQLite's planning then costs more than running the indexed
 * query itself. Reusing prepared statements (by SQL text, a bounded number) removes that cost.
 */
function withStatementCache(
  sqlite: SQLite.Database,
  columnKey: (column: string) => string,
  capacity = 256,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = readingRowsFast(sqlite.prepare(sql), columnKey);
        if (statements.size >= capacity) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * better-sqlite3 builds each row object key by key, naming every key afresh: reading a page of
 * bookings cost more than finding it. Rows read as arrays and shaped by an object literal made
 * once per statement take half the time, and get their final (camel-case) keys on the way.
 */
function readingRowsFast(
  statement: SQLite.Statement,
  columnKey: (column: string) => string,
): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  const keys = statement.columns().map((column) => JSON.stringify(columnKey(column.name)));
  // One object shape for every row of this statement; keys are JSON strings, so no code injection.
  const toRow = new Function(
    'values',
    `return { ${keys.map((key, index) => `${key}: values[${index}]`).join(', ')} };`,
  ) as (values: unknown[]) => UnknownRow;
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        yield toRow(values);
      }
    },
  };
}

export interface PostgresOptions {
  /** Schema to work in (tests use one per run); the server's default search_path otherwise. */
  schema?: string;
  maxConnections?: number;
}

/** Connects to PostgreSQL; every app instance of a deployment points at the same database. */
export function openPostgresDb(connectionString: string, options: PostgresOptions = {}): AppDb {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // public stays on the path: the pg_trgm operators live there.
    options: options.schema ? `-c search_path=${options.schema},public` : undefined,
  });
  return {
    kysely: new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    }),
    dialect: postgresFeatures,
    pool,
  };
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function openDb(config: { databaseUrl?: string; dataDir: string }): AppDb {
  return config.databaseUrl ? openPostgresDb(config.databaseUrl) : openSqliteDb(config.dataDir);
}
