import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
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

/** Opens (creating when needed) the embedded SQLite database in `dataDir`. */
export function openSqliteDb(dataDir: string): AppDb {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  // WAL lets readers run beside the writer; synchronous=FULL makes an acknowledged booking survive
  // a power cut, not only a crash; the busy timeout rides out a backup or a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new CamelCasePlugin()],
    }),
    dialect: sqliteFeatures,
  };
}

/**
 * Kysely prepares every query afresh; SQLite's planning then costs more than running the indexed
 * query itself. Reusing prepared statements (by SQL text, a bounded number) removes that cost.
 */
function withStatementCache(sqlite: SQLite.Database, capacity = 256): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
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
