import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppDb, openSqliteDb } from '../db/app-db';
import { migrateToLatest } from '../db/migrate';
import { seedDefaults } from '../db/seed';
import { type ChangeChannel, createInProcessChannel } from '../live/change-channel';
import type { Mailer } from '../mail/mailer';

export interface TestApp {
  app: FastifyInstance;
  db: AppDb;
  changes: ChangeChannel;
  close(): Promise<void>;
}

/** The whole app on a fresh, migrated and seeded SQLite file of its own. */
export const TEST_PUBLIC_URL = 'http://hsrp.test';

export async function createTestApp(
  options: { mailer?: Mailer; publicUrl?: string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-test-'));
  const db = openSqliteDb(dataDir);
  await migrateToLatest(db);
  await seedDefaults(db.kysely);
  const changes = createInProcessChannel();
  const app = await buildApp({
    db,
    changes,
    publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
    mailer: options.mailer,
  });
  return {
    app,
    db,
    changes,
    async close() {
      await app.close();
      await changes.close();
      await db.kysely.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
