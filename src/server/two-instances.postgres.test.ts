import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { allMigrations } from '#server/db/migrations/index.ts';
import type { ChangeChannel } from '#server/live/change-channel.ts';
import { openChangeChannel } from '#server/live/open-change-channel.ts';
import { newSecretsKey } from '#server/secrets/secret-box.ts';
import { createAdmin, SAME_ORIGIN, signIn } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { openSse } from '#server/testing/sse-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { makeWebRoot } from '#server/testing/web-root.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';
import { buildApp } from './app.ts';

const execFileAsync = promisify(execFile);

// Two stateless app instances on one PostgreSQL database, as behind a load balancer.
let a: TestApp;
let bDb: AppDb;
let bChanges: ChangeChannel;
let b: FastifyInstance;
let webRoot: string;
beforeEach(async () => {
  webRoot = makeWebRoot();
  a = await createTestApp();
  bDb = a.openAnotherDb();
  bChanges = await openChangeChannel(
    bDb,
    (error) => {
      throw error;
    },
    a.notifyChannel,
  );
  // As createTestApp's: the tests' admin signs in with a password alone.
  b = await buildApp({
    db: bDb,
    changes: bChanges,
    mail: a.mail,
    // Every instance of a deployment seals and opens with the same key (SECRETS_KEY).
    secrets: a.secrets,
    webRoot,
    enforceTwoFactor: false,
  });
});
afterEach(async () => {
  await b.close();
  await bChanges.close();
  await bDb.kysely.destroy();
  await a.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('two app instances on one PostgreSQL', () => {
  it('list on one instance the booking made on the other', async () => {
    const input = bookingInput();
    expect(
      (await a.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: input })).statusCode,
    ).toBe(201);
    // The same submission retried against the other instance is still one booking.
    expect(
      (await b.inject({ method: 'POST', url: API_PATHS.bookings, payload: input })).statusCode,
    ).toBe(200);
    await createAdmin(a);
    const cookie = await signIn(a);
    const list = await b.inject({
      method: 'GET',
      url: API_PATHS.admin.bookings,
      headers: { cookie },
    });
    expect(list.json().bookings.map((x: { orderId: string }) => x.orderId)).toEqual([
      input.orderId,
    ]);
  });

  it('accept on one instance the admin session made on the other, and end it everywhere', async () => {
    await createAdmin(a);
    const cookie = await signIn(a);
    const me = await b.inject({ method: 'GET', url: API_PATHS.admin.session, headers: { cookie } });
    expect(me.statusCode).toBe(200);
    await b.inject({
      method: 'DELETE',
      url: API_PATHS.admin.session,
      headers: { cookie, ...SAME_ORIGIN },
    });
    const after = await a.app.inject({
      method: 'GET',
      url: API_PATHS.admin.session,
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('push a price saved on one instance to a customer page streaming from the other', async () => {
    const bAddress = await b.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${bAddress}${API_PATHS.storefrontEvents}`);
    try {
      const first = (await stream.next('storefront')) as Storefront;
      expect(first.pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total).toBe(699);
      await createAdmin(a);
      const cookie = await signIn(a);
      const saved = await a.app.inject({
        method: 'PUT',
        url: API_PATHS.admin.pricingFor({
          service: 'TWO_WHEELER_PLATE',
          vehicleType: 'TWO_WHEELER',
        }),
        headers: { cookie, ...SAME_ORIGIN },
        payload: { targetTotal: 749, gstPct: 18, serviceCharge: 109 },
      });
      expect(saved.statusCode).toBe(200);
      const live = (await stream.next('storefront')) as Storefront;
      expect(live.pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total).toBe(749);
    } finally {
      stream.close();
    }
  });
});

describe('the storefront kept in memory by each of two instances', () => {
  it('sends a price saved on one instance on the other’s next pages and API answers', async () => {
    const embeddedTotal = (html: string) =>
      (
        JSON.parse(
          /<script id="storefront" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ??
            'null',
        ) as Storefront
      ).pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total;
    const bTotals = async () => ({
      page: embeddedTotal((await b.inject({ method: 'GET', url: '/bookyourservice' })).body),
      api: ((await b.inject({ method: 'GET', url: API_PATHS.storefront })).json() as Storefront)
        .pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total,
    });
    expect(await bTotals()).toEqual({ page: 699, api: 699 });
    await createAdmin(a);
    const cookie = await signIn(a);
    const saved = await a.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.pricingFor({ service: 'TWO_WHEELER_PLATE', vehicleType: 'TWO_WHEELER' }),
      headers: { cookie, ...SAME_ORIGIN },
      payload: { targetTotal: 749, gstPct: 18, serviceCharge: 109 },
    });
    expect(saved.statusCode).toBe(200);
    // NOTIFY reaches the other instance a moment later.
    await vi.waitFor(async () => expect(await bTotals()).toEqual({ page: 749, api: 749 }), {
      timeout: 10_000,
      interval: 50,
    });
  });
});

describe('migrations on PostgreSQL', () => {
  it('apply once when several instances start together (advisory lock)', async () => {
    const fresh = await createTestDatabase();
    const second = fresh.openAnother();
    try {
      const [one, two] = await Promise.all([migrateToLatest(fresh.db), migrateToLatest(second)]);
      expect([...one, ...two].sort()).toEqual(Object.keys(allMigrations(fresh.db.dialect)).sort());
    } finally {
      await second.kysely.destroy();
      await fresh.db.kysely.destroy();
    }
  });

  it('run on their own with `npm run db:migrate` (the same entry point, from source here)', async () => {
    const fresh = await createTestDatabase();
    await fresh.db.kysely.destroy();
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${fresh.notifyChannel},public`);
    const run = (secretsKey = newSecretsKey()) =>
      execFileAsync(process.execPath, ['--import', 'tsx', 'src/server/cli/migrate.ts'], {
        env: { ...process.env, DATABASE_URL: url.toString(), SECRETS_KEY: secretsKey },
      });
    // Instances share the key: without SECRETS_KEY nothing runs, and the message says why.
    await expect(run('')).rejects.toMatchObject({
      stderr: expect.stringContaining('SECRETS_KEY is not set. With DATABASE_URL'),
    });
    expect((await run()).stdout).toMatch(/^Applied: 0001-bookings-pricing-payment, /);
    expect((await run()).stdout).toBe('Database is up to date.\n');
    // Three processes compiling TypeScript at start: seconds each on a busy 2-core machine.
  }, 45_000);
});
