import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteDb, SQLITE_FILE_NAME } from './app-db.ts';
import { backupSqlite, restoreSqlite } from './sqlite-backup.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';

// SQLite's checkpoints in a thread of their own (wal-checkpointer.ts), against real files.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

let dataDir: string;
let file: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-checkpoints-'));
  file = path.join(dataDir, SQLITE_FILE_NAME);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** About 4 MB of pages in one transaction: what a thousand mails are. */
function writeRound(connection: SQLite.Database, round: number): void {
  const insert = connection.prepare('insert into mails (round, body) values (?, ?)');
  connection.transaction(() => {
    for (let i = 0; i < 1_000; i++) insert.run(round, `${round}:${i}:`.padEnd(4_000, 'x'));
  })();
}

describe('the checkpoint thread', () => {
  it('keeps the write-ahead log to a few rounds of writes, copying each into the database file', async () => {
    const connection = new SQLite(file);
    connection.pragma('journal_mode = WAL');
    connection.exec('create table mails (id integer primary key, round integer, body text)');
    const checkpointer = startWalCheckpointer(connection, 50);
    try {
      // The connection's own checkpoints are off: without the thread the log would hold every round.
      expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      for (let round = 1; round <= 5; round++) {
        writeRound(connection, round);
        await expect.poll(() => sizeOf(file), { timeout: 10_000 }).toBeGreaterThan(round * 4e6);
      }
      // Without the thread the log holds all five rounds (22 MB). With it the log starts again
      // once a checkpoint has copied everything; under load the next round may begin while the
      // last one is still being copied, so the log can hold up to three.
      const roundBytes = 4e6 * 1.1;
      expect(sizeOf(`${file}-wal`)).toBeLessThan(4 * roundBytes);
    } finally {
      await checkpointer.stop();
      connection.close();
    }
  });

  it('runs for the server from its first query, stops on destroy, and leaves backup and restore working', async () => {
    const db = openSqliteDb(dataDir, { backgroundCheckpoints: true });
    const { rows } = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      db.kysely,
    );
    expect(rows).toEqual([{ walAutocheckpoint: 0 }]);
    await sql`create table bookings (id text primary key)`.execute(db.kysely);
    await sql`create table kysely_migration (name text primary key)`.execute(db.kysely);
    await sql`insert into bookings (id) values ('b1'), ('b2')`.execute(db.kysely);
    // The thread, not a commit, copies the pages into the database file.
    await expect.poll(() => sizeOf(file), { timeout: 10_000 }).toBeGreaterThan(4096);
    const backup = path.join(dataDir, 'backup.sqlite');
    expect(await backupSqlite(dataDir, backup)).toMatchObject({ bookings: 2 });

    await db.kysely.destroy();
    // Nobody holds the file any more: the connection, closing last, folded the log into it.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(restoreSqlite(backup, dataDir)).toMatchObject({ bookings: 2 });
  });

  it('leaves other processes their own checkpoints (the command line, tests)', async () => {
    const db = openSqliteDb(dataDir);
    try {
      const { rows } = await sql`pragma wal_autocheckpoint`.execute(db.kysely);
      expect(rows).toEqual([{ walAutocheckpoint: 1000 }]);
    } finally {
      await db.kysely.destroy();
    }
  });
});

/**
 * A process that writes a row, waits for the thread to checkpoint it, writes another, says so and
 * waits to be killed.
 */
const WRITER = `
  import fs from 'node:fs';
  import { sql } from 'kysely';
  import { openSqliteDb } from '#server/db/app-db.ts';
  const [dataDir, file] = process.argv.slice(-2);
  const db = openSqliteDb(dataDir, { backgroundCheckpoints: true });
  await sql\`create table notes (body text)\`.execute(db.kysely);
  await sql\`insert into notes (body) values ('before the checkpoint')\`.execute(db.kysely);
  while (fs.statSync(file).size <= 4096) await new Promise((resolve) => setTimeout(resolve, 20));
  await sql\`insert into notes (body) values ('after the checkpoint')\`.execute(db.kysely);
  console.log('written');
  setInterval(() => {}, 1000);
`;

describe('a write after a checkpoint', () => {
  it('survives the process being killed', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', WRITER, dataDir, file],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the writer exited with ${code}`)));
    });
    child.kill('SIGKILL');
    await exited;

    const db = new SQLite(file, { fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('select body from notes').pluck().all()).toEqual([
        'before the checkpoint',
        'after the checkpoint',
      ]);
    } finally {
      db.close();
    }
  }, 30_000);
});
