import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadStorefront } from '../storefront/load-storefront';
import { type AppDb, openSqliteDb } from './app-db';
import { migrateToLatest } from './migrate';
import { seedDefaults } from './seed';

const opened: { db: AppDb; dir: string }[] = [];
function freshDb(): AppDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-migrate-'));
  const db = openSqliteDb(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.kysely.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('migrations and first-start seed', () => {
  it('migrate a fresh database once, then find nothing left to do', async () => {
    const db = freshDb();
    expect(await migrateToLatest(db)).toEqual(['0001-bookings-pricing-payment']);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('run SQLite in WAL mode', async () => {
    const db = freshDb();
    await migrateToLatest(db);
    // The CamelCasePlugin hands back journal_mode as journalMode.
    const { rows } = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db.kysely);
    expect(rows[0]?.journalMode).toBe('wal');
  });

  it('seed the default prices and mode once, never overwriting what an admin saved', async () => {
    const db = freshDb();
    await migrateToLatest(db);
    await seedDefaults(db.kysely);
    const seeded = await loadStorefront(db.kysely);
    expect(seeded.pricing.TWO_WHEELER.total).toBe(699);
    expect(seeded.pricing.FOUR_WHEELER.total).toBe(899);
    expect(seeded.siteMode).toBe('hsrp');

    await db.kysely
      .updateTable('pricing')
      .set({ targetTotal: 999 })
      .where('vehicleType', '=', 'TWO_WHEELER')
      .execute();
    await seedDefaults(db.kysely);
    expect((await loadStorefront(db.kysely)).pricing.TWO_WHEELER.total).toBe(999);
  });
});
