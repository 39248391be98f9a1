import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDb } from '#server/db/app-db.ts';
import { backupSqlite } from '#server/db/sqlite-backup.ts';

/** Every table's name in the database (SQLite file, or the test's PostgreSQL schema). */
async function tableNames(db: AppDb): Promise<string[]> {
  const query =
    db.dialect.name === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  return (await query.execute(db.kysely)).rows.map((r) => r.name);
}

/** The tables (by name) any of whose values holds `secret`; none is what a leak check wants. */
export async function tablesHolding(db: AppDb, secret: string): Promise<string[]> {
  const holding: string[] = [];
  for (const name of await tableNames(db)) {
    const { rows } = await sql`select * from ${sql.table(name)}`.execute(db.kysely);
    if (JSON.stringify(rows).includes(secret)) holding.push(name);
  }
  return holding;
}

/** Whether a backup of the SQLite database in `dataDir` holds `secret` anywhere in its bytes. */
export async function backupHolds(dataDir: string, secret: string): Promise<boolean> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-backup-'));
  try {
    const file = path.join(folder, 'backup.sqlite');
    await backupSqlite(dataDir, file);
    return fs.readFileSync(file).includes(Buffer.from(secret));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
