import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, prepareDataDir, SQLITE_FILE_NAME } from './app-db.ts';
import { sqliteFeatures } from './dialect.ts';
import { allMigrations } from './migrations/index.ts';

/** A backup or restore that must not go ahead; the message says why and what to do. */
export class BackupError extends Error {}

export interface DatabaseSummary {
  bookings: number;
  bytes: number;
  /** The newest migration the database has. */
  schemaVersion: string;
}

/** Copy everything in one step: a step-wise copy restarts whenever the server writes meanwhile. */
const ALL_PAGES = 0x7fffffff;
const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * Takes a consistent copy of the live database with SQLite's online backup API, safe while the
 * server runs (it reads one snapshot; the server goes on writing beside it). The copy is written
 * beside `target` and renamed into place once complete and checked, so a failed backup never
 * leaves a half-file that looks like one. It is a single self-contained file (no -wal).
 */
export async function backupSqlite(dataDir: string, target: string): Promise<DatabaseSummary> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  const destination = path.resolve(target);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  if (destination === path.resolve(source)) {
    throw new BackupError('The backup must go to another file than the live database.');
  }
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  const live = new SQLite(source, { fileMustExist: true });
  try {
    // Made private before a byte is copied into it: a backup holds all the customers' data.
    // (SQLite takes an empty file as an empty database.)
    fs.closeSync(fs.openSync(partial, 'wx', PRIVATE_FILE_MODE));
    live.pragma('busy_timeout = 5000');
    await live.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    live.close();
  }
  try {
    const copy = new SQLite(partial);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const summary = inspectDatabase(partial);
    fs.renameSync(partial, destination);
    return summary;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Checks that `file` is an intact database of this app that this version can run: a SQLite file,
 * passing SQLite's own check, with our tables and no migration we do not know (a newer version's).
 */
export function inspectDatabase(file: string): DatabaseSummary {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new BackupError(`${file} does not exist.`);
  }
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, header.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) {
    throw new BackupError(`${file} is not a SQLite database.`);
  }
  try {
    return inspectOurTables(file);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} cannot be read as a database (${reason}).`);
  }
}

function inspectOurTables(file: string): DatabaseSummary {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged (${String(check)}).`);
    const tables = new Set(
      (
        db.prepare("select name from sqlite_master where type = 'table'").all() as {
          name: string;
        }[]
      ).map((t) => t.name),
    );
    if (!tables.has('kysely_migration') || !tables.has('bookings')) {
      throw new BackupError(`${file} is a SQLite database, but not one of this app.`);
    }
    const applied = (
      db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((m) => m.name);
    const known = new Set(Object.keys(allMigrations(sqliteFeatures)));
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} comes from a newer version of the app (migrations ${unknown.join(', ')}); update the app first.`,
      );
    }
    const { n } = db.prepare('select count(*) as n from bookings').get() as { n: number };
    return { bookings: n, bytes: fs.statSync(file).size, schemaVersion: applied.at(-1) ?? 'none' };
  } finally {
    db.close();
  }
}

export interface RestoreSummary extends DatabaseSummary {
  /** Where the database that was replaced now is, if there was one. */
  previous?: string;
}

/**
 * Replaces the live database with a backup. Only with the server stopped: a running server would
 * go on with its own open copy. The replaced database is kept beside it, never deleted.
 */
export function restoreSqlite(
  backupFile: string,
  dataDir: string,
  now = new Date(),
): RestoreSummary {
  const summary = inspectDatabase(path.resolve(backupFile));
  const live = path.join(dataDir, SQLITE_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let previous: string | undefined;
  if (fs.existsSync(live)) {
    foldIntoOneFile(live);
    previous = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(live, previous);
  }
  // A -wal left beside the new file would be replayed into it: there must be none.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${live}${suffix}`, { force: true });
  const incoming = `${live}.restoring`;
  fs.copyFileSync(path.resolve(backupFile), incoming);
  fs.chmodSync(incoming, PRIVATE_FILE_MODE);
  const fd = fs.openSync(incoming, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(incoming, live);
  prepareDataDir(dataDir);
  return { ...summary, previous };
}

/**
 * Leaving WAL mode needs the database to ourselves, so this doubles as the check that no server
 * has it open; it also moves the -wal's content into the main file before that file is set aside.
 */
function foldIntoOneFile(live: string): void {
  const db = new SQLite(live, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY')) {
      throw new BackupError(
        `The database at ${live} is in use: stop the server (and any other process using it) first.`,
      );
    }
    throw error;
  } finally {
    db.close();
  }
}
