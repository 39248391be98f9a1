import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingForm, bookingInput } from '#server/testing/booking-fixtures.ts';
import { findHalfWrittenRecords } from '#server/testing/record-integrity.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { type AppDb, openSqliteDb, SQLITE_FILE_NAME } from './app-db.ts';
import { sqliteFeatures } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import { allMigrations } from './migrations/index.ts';
import { BackupError, backupSqlite, inspectDatabase, restoreSqlite } from './sqlite-backup.ts';

/** The schema a database migrated to the latest is at. */
const LATEST_SCHEMA = Object.keys(allMigrations(sqliteFeatures)).at(-1);

// Backups of the embedded SQLite database; PostgreSQL deployments use pg_dump (README).

const TABLES = [
  'bookings',
  'images',
  'bookingStatusChanges',
  'outboxMails',
  'admins',
  'adminSessions',
  'leads',
  'pricing',
  'paymentOptions',
  'settings',
  'rateLimits',
] as const;

/** Every row of every table, in a stable order: what a restore must bring back exactly. */
async function snapshot(db: AppDb): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await db.kysely.selectFrom(table).selectAll().execute();
    tables[table] = rows
      .map((row) =>
        JSON.stringify(row, (_k, v) =>
          v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
        ),
      )
      .sort();
  }
  return tables;
}

let t: TestApp;
let dataDir: string;
let work: string;
beforeEach(async () => {
  t = await createTestApp();
  dataDir = t.dataDir ?? '';
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-backup-'));
});
afterEach(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Bookings with and without proofs, a status change, a lead, an admin, new prices and a QR. */
async function populate(): Promise<void> {
  const headers = await signedInAdmin(t);
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  for (let i = 0; i < 6; i += 1) {
    // An inbox each: five receipts an hour reach one (decision 0035).
    const input = bookingInput({
      fullName: `Backup Customer ${i}`,
      email: `backup${i}@example.in`,
    });
    const payload = i % 2 ? bookingForm(input, new Blob([png]), 'proof.png') : input;
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      payload,
      remoteAddress: `10.2.0.${i}`,
    });
    expect(res.statusCode).toBe(201);
  }
  const [first] = await t.db.kysely.selectFrom('bookings').select('id').execute();
  await t.app.inject({
    method: 'PATCH',
    url: API_PATHS.admin.bookingStatus(first?.id ?? ''),
    headers,
    payload: { status: 'CONFIRMED' },
  });
  await t.app.inject({
    method: 'POST',
    url: API_PATHS.leads,
    payload: { name: 'Ravi', phone: '9876543210' },
  });
  await t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.pricingFor({ service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' }),
    headers,
    payload: { targetTotal: 1099, gstPct: 18, serviceCharge: 99 },
  });
  const qr = new FormData();
  qr.append('upiId', 'shop@upi');
  qr.append('password', ADMIN_PASSWORD);
  qr.append('qrImage', new Blob([png]), 'qr.png');
  await t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.paymentOptionFor('TWO_WHEELER'),
    headers,
    payload: qr,
  });
}

/** What a stopped server leaves: the app and its database connection closed. */
async function stopServer(): Promise<void> {
  await t.app.close();
  await t.changes.close();
  await t.db.kysely.destroy();
}

async function withDb<T>(dir: string, use: (db: AppDb) => Promise<T>): Promise<T> {
  const db = openSqliteDb(dir);
  try {
    return await use(db);
  } finally {
    await db.kysely.destroy();
  }
}

describe('SQLite backup and restore', () => {
  it('round-trip a populated database exactly, keeping the replaced one aside', async () => {
    await populate();
    const before = await snapshot(t.db);
    expect(before.bookings).toHaveLength(6);
    expect(before.images).toHaveLength(4);
    const file = path.join(work, 'hsrp-backup.sqlite');

    const summary = await backupSqlite(dataDir, file);
    expect(summary).toMatchObject({ bookings: 6, schemaVersion: LATEST_SCHEMA });
    // One self-contained file: nothing left beside it to copy along.
    expect(fs.readdirSync(work)).toEqual(['hsrp-backup.sqlite']);

    // Life goes on after the backup: another booking, a deleted lead.
    await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: bookingInput() });
    await t.db.kysely.deleteFrom('leads').execute();
    const changed = await snapshot(t.db);
    await stopServer();

    const restored = restoreSqlite(file, dataDir, new Date('2026-11-21T10:00:00.000Z'));
    expect(restored).toMatchObject({ bookings: 6 });
    await withDb(dataDir, async (db) => {
      expect(await snapshot(db)).toEqual(before);
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await findHalfWrittenRecords(db.kysely)).toEqual([]);
    });
    expect(restored.previous).toBe(
      path.join(dataDir, `${SQLITE_FILE_NAME}.before-restore-2026-11-21T10-00-00-000Z`),
    );
    const kept = new SQLite(restored.previous ?? '', { readonly: true });
    try {
      const { n } = kept.prepare('select count(*) as n from bookings').get() as { n: number };
      expect(n).toBe(changed.bookings?.length);
    } finally {
      kept.close();
    }
  });

  it('takes a consistent backup while the server keeps writing', async () => {
    const writes = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.bookings,
        payload: bookingInput({ email: `online${i}@example.in` }),
        remoteAddress: `10.3.0.${i}`,
      }),
    );
    const file = path.join(work, 'online.sqlite');
    const [summary] = await Promise.all([backupSqlite(dataDir, file), ...writes]);
    expect(summary.bookings).toBeGreaterThanOrEqual(0);
    expect(summary.bookings).toBeLessThanOrEqual(40);
    const copyDir = path.join(work, 'copy');
    fs.mkdirSync(copyDir);
    fs.copyFileSync(file, path.join(copyDir, SQLITE_FILE_NAME));
    await withDb(copyDir, async (db) => {
      expect(await findHalfWrittenRecords(db.kysely)).toEqual([]);
    });
  });

  it('refuses to restore while the database is open (the server running), changing nothing', async () => {
    await populate();
    const file = path.join(work, 'backup.sqlite');
    await backupSqlite(dataDir, file);
    await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: bookingInput() });
    const live = await snapshot(t.db);

    expect(() => restoreSqlite(file, dataDir)).toThrow(BackupError);
    expect(() => restoreSqlite(file, dataDir)).toThrow(/in use: stop the server/);
    expect(await snapshot(t.db)).toEqual(live);
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
  });

  it('refuses files that are not an intact database of this app', async () => {
    const text = path.join(work, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all');
    const foreign = path.join(work, 'foreign.sqlite');
    new SQLite(foreign).exec('create table songs (title text)');
    const newer = path.join(work, 'newer.sqlite');
    await backupSqlite(dataDir, newer);
    const db = new SQLite(newer);
    db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
      '9999-from-the-future',
      new Date().toISOString(),
    );
    db.close();
    const damaged = path.join(work, 'damaged.sqlite');
    await backupSqlite(dataDir, damaged);
    const bytes = fs.readFileSync(damaged);
    bytes.fill(0xab, 4096, bytes.length);
    fs.writeFileSync(damaged, bytes);

    expect(() => inspectDatabase(path.join(work, 'missing.sqlite'))).toThrow(/does not exist/);
    expect(() => inspectDatabase(text)).toThrow(/is not a SQLite database/);
    expect(() => inspectDatabase(foreign)).toThrow(/not one of this app/);
    expect(() => inspectDatabase(newer)).toThrow(/newer version of the app.*9999-from-the-future/);
    expect(() => inspectDatabase(damaged)).toThrow(/damaged|cannot be read/);
    await stopServer();
    for (const file of [text, foreign, newer, damaged]) {
      expect(() => restoreSqlite(file, dataDir)).toThrow(BackupError);
    }
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
  });

  it('writes backups and restored databases readable by the server user alone', async () => {
    const umask = process.umask(0o022);
    try {
      await populate();
      const file = path.join(work, 'private.sqlite');
      await backupSqlite(dataDir, file);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      fs.chmodSync(file, 0o644);
      await stopServer();
      const { previous } = restoreSqlite(file, dataDir);
      for (const restored of [path.join(dataDir, SQLITE_FILE_NAME), previous ?? '']) {
        expect(fs.statSync(restored).mode & 0o777).toBe(0o600);
      }
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(umask);
    }
  });

  it('refuses to back up over the live database', async () => {
    await expect(backupSqlite(dataDir, path.join(dataDir, SQLITE_FILE_NAME))).rejects.toThrow(
      /another file than the live database/,
    );
  });
});

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
const cli = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
  });

describe('npm run backup / npm run restore', () => {
  it('back up and restore through the commands, and refuse PostgreSQL deployments', async () => {
    await populate();
    const file = path.join(work, 'cli.sqlite');
    const backedUp = await cli('backup', [file], { DATA_DIR: dataDir });
    expect(backedUp.stdout).toMatch(
      new RegExp(`^Backed up 6 bookings \\(\\d+ KB, schema ${LATEST_SCHEMA}\\) to `),
    );
    await stopServer();
    const restored = await cli('restore', [file], { DATA_DIR: dataDir });
    expect(restored.stdout).toContain('Restored 6 bookings');
    expect(restored.stdout).toContain('The database it replaced is kept as');

    await expect(cli('restore', [], { DATA_DIR: dataDir })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('stop the server first'),
    });
    await expect(
      cli('backup', [file], { DATABASE_URL: 'postgres://db.internal/hsrp' }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Use pg_dump') });
  }, 60_000);
});
