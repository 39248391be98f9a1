import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppDb, openSqliteDb, SQLITE_FILE_NAME } from './app-db.ts';

// Rows on SQLite come from better-sqlite3 through Kysely's camel-case plugin: what the code reads.

let dataDir: string;
let db: AppDb;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-app-db-'));
  db = openSqliteDb(dataDir);
  await sql`create table sample_rows (row_id integer primary key, full_name text, proof_image blob)`.execute(
    db.kysely,
  );
});

afterEach(async () => {
  await db.kysely.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('rows read from SQLite', () => {
  it('come back with camel-case keys and their values, whichever way they are read', async () => {
    const inserted = await sql<{ rowId: number; fullName: string }>`
      insert into sample_rows (full_name, proof_image) values (${'Asha Rawat'}, ${Buffer.from([1, 2])}),
        (${'Ravi Negi'}, ${null})
      returning row_id, full_name`.execute(db.kysely);
    expect(inserted.rows).toEqual([
      { rowId: 1, fullName: 'Asha Rawat' },
      { rowId: 2, fullName: 'Ravi Negi' },
    ]);

    const query = sql<Record<string, unknown>>`select * from sample_rows order by row_id`;
    const all = await query.execute(db.kysely);
    expect(all.rows).toEqual([
      { rowId: 1, fullName: 'Asha Rawat', proofImage: Buffer.from([1, 2]) },
      { rowId: 2, fullName: 'Ravi Negi', proofImage: null },
    ]);
    const streamed: unknown[] = [];
    const sampleRows = db.kysely
      .withTables<{ sampleRows: { rowId: number; fullName: string; proofImage: Buffer | null } }>()
      .selectFrom('sampleRows')
      .select(['rowId', 'fullName'])
      .orderBy('rowId');
    for await (const row of sampleRows.stream()) streamed.push(row);
    expect(streamed).toEqual([
      { rowId: 1, fullName: 'Asha Rawat' },
      { rowId: 2, fullName: 'Ravi Negi' },
    ]);
  });

  it('keep the last of two columns with the same name, as an object would', async () => {
    await sql`insert into sample_rows (full_name) values ('Asha Rawat')`.execute(db.kysely);
    const { rows } = await sql`select full_name, 'Other' as full_name from sample_rows`.execute(
      db.kysely,
    );
    expect(rows).toEqual([{ fullName: 'Other' }]);
  });

  it('report how many rows a write changed', async () => {
    await sql`insert into sample_rows (full_name) values ('A'), ('B')`.execute(db.kysely);
    const result = await sql`update sample_rows set full_name = 'C'`.execute(db.kysely);
    expect(result.numAffectedRows).toBe(2n);
  });
});

describe('the data folder and database files', () => {
  const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
  let umask: number;
  beforeEach(() => {
    // The usual umask, under which files were made readable to every local user (0644).
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('are created private: the folder 0700, the database, its WAL and SHM 0600', async () => {
    const dir = path.join(dataDir, 'new', 'data');
    const fresh = openSqliteDb(dir);
    try {
      await sql`create table notes (body text)`.execute(fresh.kysely);
      await sql`insert into notes values ('Asha Rawat, 9876543210')`.execute(fresh.kysely);
      expect(modeOf(dir)).toBe('700');
      const file = path.join(dir, SQLITE_FILE_NAME);
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f)).toBe('600');
    } finally {
      await fresh.kysely.destroy();
    }
  });

  it('are made private at start when an older version left them readable to all', async () => {
    const dir = path.join(dataDir, 'old');
    fs.mkdirSync(dir, { mode: 0o755 });
    const file = path.join(dir, SQLITE_FILE_NAME);
    const old = new SQLite(file);
    old.pragma('journal_mode = WAL');
    old.exec("create table notes (body text); insert into notes values ('Asha Rawat')");
    const kept = `${file}.before-restore-2026-11-21T10-00-00-000Z`;
    fs.copyFileSync(file, kept);
    const files = [file, `${file}-wal`, `${file}-shm`, kept];
    for (const f of files) fs.chmodSync(f, 0o644);
    expect(files.map(modeOf)).toEqual(['644', '644', '644', '644']);

    const reopened = openSqliteDb(dir);
    try {
      expect(modeOf(dir)).toBe('700');
      expect(files.map(modeOf)).toEqual(['600', '600', '600', '600']);
    } finally {
      old.close();
      await reopened.kysely.destroy();
    }
  });
});

describe('the query log option', () => {
  it('is handed every query, begin and commit included', async () => {
    const logged: string[] = [];
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-app-db-log-'));
    const logging = openSqliteDb(logDir, {
      log: (event) => {
        if (event.level === 'query') logged.push(event.query.sql);
      },
    });
    try {
      await logging.kysely
        .transaction()
        .execute((trx) => sql`create table logged_rows (id integer primary key)`.execute(trx));
      expect(logged).toEqual([
        'begin',
        'create table logged_rows (id integer primary key)',
        'commit',
      ]);
    } finally {
      await logging.kysely.destroy();
      fs.rmSync(logDir, { recursive: true, force: true });
    }
  });
});
