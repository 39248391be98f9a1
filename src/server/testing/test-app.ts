import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppDb, openSqliteDb } from '../db/app-db';
import { migrateToLatest } from '../db/migrate';
import { seedDefaults } from '../db/seed';
import { type ChangeChannel, createInProcessChannel } from '../live/change-channel';
import type { MailContext } from '../mail/mail-context';

export interface TestApp {
  app: FastifyInstance;
  db: AppDb;
  changes: ChangeChannel;
  mail: MailContext;
  /** Folder of the SQLite file, to open a second connection like a second app instance. */
  dataDir: string;
  close(): Promise<void>;
}

/** The whole app on a fresh, migrated and seeded SQLite file of its own. */
export const TEST_PUBLIC_URL = 'http://hsrp.test';
export const TEST_ADMIN_EMAIL = 'office@hsrp.test';

export async function createTestApp(
  options: { mail?: Partial<MailContext> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-test-'));
  const db = openSqliteDb(dataDir);
  await migrateToLatest(db);
  await seedDefaults(db.kysely);
  const changes = createInProcessChannel();
  const mail = { publicUrl: TEST_PUBLIC_URL, adminEmail: TEST_ADMIN_EMAIL, ...options.mail };
  const app = await buildApp({ db, changes, mail });
  return {
    app,
    db,
    changes,
    mail,
    dataDir,
    async close() {
      await app.close();
      await changes.close();
      await db.kysely.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
