import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { type DialectFeatures, sqliteFeatures } from './dialect';
import type { Database } from './schema';

/** The query builder plus what the code must know about the database underneath. */
export interface AppDb {
  kysely: Kysely<Database>;
  dialect: DialectFeatures;
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
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new CamelCasePlugin()],
    }),
    dialect: sqliteFeatures,
  };
}
