import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '#server/app.ts';
import type { AppDb } from '#server/db/app-db.ts';
import type { ChangeChannel } from '#server/live/change-channel.ts';
import { openChangeChannel } from '#server/live/open-change-channel.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { STATEMENT_READ_LIMITS } from '#server/payments/read-statement-file.ts';
import type { Keyring } from '#server/secrets/secret-box.ts';
import { setTestPayees } from './payees.ts';
import { createMigratedTestDatabase } from './test-database.ts';
import { testKeyring } from './test-secrets.ts';

export const TEST_PUBLIC_URL = 'http://hsrp.test';
export const TEST_ADMIN_EMAIL = 'office@hsrp.test';

export interface TestApp {
  app: FastifyInstance;
  db: AppDb;
  changes: ChangeChannel;
  mail: MailContext;
  /** The app's key for two-factor secrets. */
  secrets: Keyring;
  /** Another connection to the same data, as a second app instance would have. */
  openAnotherDb(): AppDb;
  /** The LISTEN/NOTIFY channel of this test's database (PostgreSQL runs). */
  notifyChannel: string;
  /** The SQLite folder (SQLite runs). */
  dataDir?: string;
  close(): Promise<void>;
}

const failLoudly = (error: unknown) => {
  throw error;
};

/**
 * The whole app on a fresh, migrated and seeded database of its own: a SQLite file, or a
 * PostgreSQL schema in the PostgreSQL pass (TEST_DB=postgres). Both vehicle types have a payee
 * (a UPI id), so bookings are taken; `freshInstall` leaves them without, as right after install.
 */
export async function createTestApp(
  options: {
    mail?: Partial<MailContext>;
    freshInstall?: boolean;
    /**
     * Hold owners to two-factor sign-in as a real install does. Off by default, so the tests'
     * admin (an owner until roles land) reaches every route with a password alone.
     */
    enforceTwoFactor?: boolean;
  } & Pick<
    AppOptions,
    'logger' | 'trustProxy' | 'serverLimits' | 'streamLimits' | 'whatsapp' | 'msg91'
  > = {},
): Promise<TestApp> {
  const database = await createMigratedTestDatabase();
  const { db } = database;
  if (!options.freshInstall) await setTestPayees(db.kysely);
  const changes = await openChangeChannel(db, failLoudly, database.notifyChannel);
  const mail = { publicUrl: TEST_PUBLIC_URL, adminEmail: TEST_ADMIN_EMAIL, ...options.mail };
  const secrets = testKeyring();
  const app = await buildApp({
    db,
    changes,
    mail,
    logger: options.logger,
    trustProxy: options.trustProxy,
    serverLimits: options.serverLimits,
    streamLimits: options.streamLimits,
    whatsapp: options.whatsapp,
    msg91: options.msg91,
    enforceTwoFactor: options.enforceTwoFactor ?? false,
    secrets,
    // The production limits hold a file to 4 s; a test run's loaded machine may need more for
    // an honest file. The limits themselves are tested on the reader and on a real server.
    statementReadLimits: { ...STATEMENT_READ_LIMITS, timeMs: 60_000 },
  });
  return {
    app,
    db,
    changes,
    mail,
    secrets,
    openAnotherDb: database.openAnother,
    notifyChannel: database.notifyChannel,
    dataDir: database.dataDir,
    async close() {
      await app.close();
      await changes.close();
      await db.kysely.destroy();
      await database.drop();
    },
  };
}
