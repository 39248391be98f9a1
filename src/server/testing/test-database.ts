import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppDb, openPostgresDb, openSqliteDb } from '#server/db/app-db.ts';
import { copySqliteTemplate, onServer, PostgresSchemaPool } from './template-database.ts';

/**
 * A fresh database for one test: a SQLite file in its own folder, or (when the PostgreSQL pass
 * runs, TEST_DB=postgres) a schema of its own in TEST_DATABASE_URL, so runs never collide.
 */
export interface TestDatabase {
  db: AppDb;
  /** Another connection to the same data, as a second app instance would have. */
  openAnother(): AppDb;
  /** LISTEN/NOTIFY channel name private to this database (PostgreSQL). */
  notifyChannel: string;
  /** SQLite folder (SQLite only). */
  dataDir?: string;
  drop(): Promise<void>;
}

export const isPostgresRun = () => process.env.TEST_DB === 'postgres';

/** A SQLite folder of its own; `fill` puts a database there before it is opened. */
async function sqliteTestDatabase(
  fill?: (dataDir: string) => Promise<void>,
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-test-'));
  await fill?.(dataDir);
  return {
    db: openSqliteDb(dataDir),
    openAnother: () => openSqliteDb(dataDir),
    notifyChannel: 'unused',
    dataDir,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!isPostgresRun()) return sqliteTestDatabase();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // Each test drops its schema; the run's global setup drops any a failed test left behind.
  const prefix = process.env.TEST_SCHEMA_PREFIX ?? 'hsrp_test_adhoc';
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(url, (client) => client.query(`create schema ${schema}`));
  const open = () => openPostgresDb(url, { schema, maxConnections: 4 });
  return {
    db: open(),
    openAnother: open,
    notifyChannel: schema,
    drop: () =>
      onServer(url, (client) => client.query(`drop schema ${schema} cascade`)).then(() => {}),
  };
}

let schemaPool: PostgresSchemaPool | undefined;

/**
 * A database for one test, migrated and seeded as on a first start (template-database.ts): a copy
 * of the run's SQLite template, or a PostgreSQL schema of this run's pool reset to the template.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  if (!isPostgresRun()) return sqliteTestDatabase(copySqliteTemplate);
  const url = process.env.TEST_DATABASE_URL;
  const prefix = process.env.TEST_SCHEMA_PREFIX;
  if (!url || !prefix) {
    throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL and the run's global set-up");
  }
  schemaPool ??= new PostgresSchemaPool(url, prefix);
  const { schema, give } = await schemaPool.take();
  const open = () => openPostgresDb(url, { schema, maxConnections: 4 });
  return { db: open(), openAnother: open, notifyChannel: schema, drop: give };
}
