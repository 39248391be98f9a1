import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createInProcessChannel } from '../live/change-channel';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { HEALTH_PATHS } from './health.routes';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testApp(): Promise<TestApp> {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  return t;
}

/** The app on a database that exists but was never migrated (a deploy that skipped them). */
async function unmigratedApp() {
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    changes: createInProcessChannel(),
    mail: { publicUrl: TEST_PUBLIC_URL },
  });
  cleanups.push(async () => {
    await app.close();
    await database.db.kysely.destroy();
    await database.drop();
  });
  return app;
}

describe('GET /healthz', () => {
  it('answers 200 ok while the process serves, whatever the database does', async () => {
    const t = await testApp();
    await t.db.kysely.destroy();
    const res = await t.app.inject({ method: 'GET', url: HEALTH_PATHS.live });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 ok on a reachable, migrated database, and again on the next probe', async () => {
    const t = await testApp();
    for (let probe = 0; probe < 2; probe += 1) {
      const res = await t.app.inject({ method: 'GET', url: HEALTH_PATHS.ready });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers 503 naming the migrations a database has not applied', async () => {
    const app = await unmigratedApp();
    const res = await app.inject({ method: 'GET', url: HEALTH_PATHS.ready });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      message: expect.stringMatching(/^Database migrations not applied: 0001-bookings/),
    });
  });

  it('answers 503 when the database is unreachable', async () => {
    const t = await testApp();
    expect((await t.app.inject({ method: 'GET', url: HEALTH_PATHS.ready })).statusCode).toBe(200);
    await t.db.kysely.destroy();
    const res = await t.app.inject({ method: 'GET', url: HEALTH_PATHS.ready });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'The database is unreachable.' });
  });
});
