import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createInProcessChannel } from '#server/live/change-channel.ts';
import { createTestApp, TEST_PUBLIC_URL } from '#server/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { testKeyring } from '#server/testing/test-secrets.ts';
import { HEALTH_PATHS } from './health.routes.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The app on a fresh database of its own with an in-process change channel, so the test may cut
 * the database off (PostgreSQL's pool only ends once no LISTEN connection holds a client).
 */
async function appOnOwnDatabase({ migrated }: { migrated: boolean }) {
  const database: TestDatabase = await createTestDatabase();
  if (migrated) await migrateToLatest(database.db);
  const app = await buildApp({
    db: database.db,
    changes: createInProcessChannel(),
    mail: { publicUrl: TEST_PUBLIC_URL },
    secrets: testKeyring(),
  });
  let cutOff = false;
  const cutOffDatabase = async () => {
    cutOff = true;
    await database.db.kysely.destroy();
  };
  cleanups.push(async () => {
    await app.close();
    if (!cutOff) await database.db.kysely.destroy();
    await database.drop();
  });
  return { app, cutOffDatabase };
}

describe('GET /healthz', () => {
  it('answers 200 ok while the process serves, whatever the database does', async () => {
    const { app, cutOffDatabase } = await appOnOwnDatabase({ migrated: true });
    await cutOffDatabase();
    const res = await app.inject({ method: 'GET', url: HEALTH_PATHS.live });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 ok on a reachable, migrated database, and again on the next probe', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    for (let probe = 0; probe < 2; probe += 1) {
      const res = await t.app.inject({ method: 'GET', url: HEALTH_PATHS.ready });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers 503 naming the migrations a database has not applied', async () => {
    const { app } = await appOnOwnDatabase({ migrated: false });
    const res = await app.inject({ method: 'GET', url: HEALTH_PATHS.ready });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      message: expect.stringMatching(/^Database migrations not applied: 0001-bookings/),
    });
  });

  it('answers 503 when the database is unreachable', async () => {
    const { app, cutOffDatabase } = await appOnOwnDatabase({ migrated: true });
    expect((await app.inject({ method: 'GET', url: HEALTH_PATHS.ready })).statusCode).toBe(200);
    await cutOffDatabase();
    const res = await app.inject({ method: 'GET', url: HEALTH_PATHS.ready });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'The database is unreachable.' });
  });
});
