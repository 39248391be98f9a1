import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrResetAdmin } from '#server/auth/admin-accounts.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { DATABASE_UNAVAILABLE } from '#server/http/error-handler.ts';
import { newSecretsKey } from '#server/secrets/secret-box.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { type DatabaseRelay, startDatabaseRelay } from '#server/testing/database-relay.ts';
import { setTestPayees } from '#server/testing/payees.ts';
import { findHalfWrittenRecords } from '#server/testing/record-integrity.ts';
import { type ServerProcess, startServerProcess } from '#server/testing/server-process.ts';
import { openSse } from '#server/testing/sse-client.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

// Real server processes on the test's own schema, whose connections the test ends as PostgreSQL
// does on a failover, a restart or an idle-connection reaper (decision 0034). Other runs share the
// server: only connections carrying this test's application_name are ever ended.
const PUBLIC_URL = 'http://hsrp.test';
const ADMIN = { email: 'owner@hsrp.test', password: 'correct-horse-battery' };

let database: TestDatabase;
let applicationName: string;
let dataDir: string;
const servers: ServerProcess[] = [];
let relay: DatabaseRelay | undefined;

beforeEach(async () => {
  database = await createTestDatabase();
  applicationName = `${database.notifyChannel}_app`;
  await migrateToLatest(database.db);
  await seedDefaults(database.db.kysely);
  await setTestPayees(database.db.kysely);
  await createOrResetAdmin(database.db.kysely, ADMIN.email, await hashPassword(ADMIN.password));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-connection-loss-'));
});
afterEach(async () => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  await relay?.close();
  relay = undefined;
  await database.db.kysely.destroy();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function databaseUrl(port?: number): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  if (port !== undefined) url.port = String(port);
  url.searchParams.set('options', `-c search_path=${database.notifyChannel},public`);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

/** The deployment's key: every instance on one database shares it (decision 0038). */
const secretsKey = newSecretsKey();

async function startInstance(port?: number): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, {
    DATABASE_URL: databaseUrl(port),
    SECRETS_KEY: secretsKey,
    PUBLIC_URL,
    // Each simulated customer books from an address of their own (X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    ADMIN_TWO_FACTOR: 'optional',
  });
  servers.push(server);
  return server;
}

async function onTestServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Ends every connection of this test's instances, as pg_terminate_backend from a DBA does. The
 * pids are read first and ended in a second statement: in one WHERE clause PostgreSQL may call
 * pg_terminate_backend before it tests the name, ending every connection on the server.
 */
function terminateInstancesConnections(): Promise<number> {
  return onTestServer(async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    const pids = rows.map((row) => row.pid);
    await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    return pids.length;
  });
}

/** How many of this test's instances are listening for live updates right now. */
function listeningInstances(): Promise<number> {
  return onTestServer(async (client) => {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_stat_activity where application_name = $1 and query like 'LISTEN %'",
      [applicationName],
    );
    return Number(rows[0]?.count);
  });
}

let address = 0;
function postBooking(server: ServerProcess, input = bookingInput()) {
  address += 1;
  return fetch(`${server.url}${API_PATHS.bookings}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify(input),
  });
}

/** Customers booking without pause, each on the instances in turn, until stopped. */
function startBookingLoad(instances: ServerProcess[], customers: number) {
  const acknowledged: string[] = [];
  const answers = new Map<number, number>();
  let stopped = false;
  let sent = 0;
  const customer = async () => {
    while (!stopped) {
      // Each booking from an inbox of its own: five receipts an hour reach one (decision 0035).
      const input = bookingInput({ email: `load${sent}@example.in` });
      // 0: no answer at all, as from an instance that has exited.
      const res = await postBooking(
        instances[sent++ % instances.length] as ServerProcess,
        input,
      ).catch(() => undefined);
      const status = res?.status ?? 0;
      answers.set(status, (answers.get(status) ?? 0) + 1);
      if (status === 201 || status === 200) acknowledged.push(input.orderId);
      else await res?.body?.cancel();
    }
  };
  const running = Promise.all(Array.from({ length: customers }, customer));
  return {
    acknowledged,
    answers,
    /** Resolves once `more` bookings past those acknowledged so far are acknowledged. */
    async progress(more: number) {
      const target = acknowledged.length + more;
      await vi.waitFor(
        () => {
          const exited = instances.find((instance) => instance.child.exitCode !== null);
          if (exited) throw new Error(`an instance exited with ${exited.child.exitCode}`);
          expect(acknowledged.length).toBeGreaterThanOrEqual(target);
        },
        {
          timeout: 30_000,
          interval: 50,
        },
      );
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function signIn(server: ServerProcess): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}${API_PATHS.admin.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' };
}

async function saveTwoWheelerTotal(
  server: ServerProcess,
  headers: Record<string, string>,
  targetTotal: number,
) {
  const url = API_PATHS.admin.pricingFor({
    service: 'TWO_WHEELER_PLATE',
    vehicleType: 'TWO_WHEELER',
  });
  const res = await fetch(`${server.url}${url}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ targetTotal, gstPct: 18, serviceCharge: 109 }),
  });
  expect(res.status).toBe(200);
}

async function twoWheelerTotal(server: ServerProcess): Promise<number | undefined> {
  const storefront = (await (
    await fetch(`${server.url}${API_PATHS.storefront}`)
  ).json()) as Storefront;
  return storefront.pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total;
}

async function readiness(server: ServerProcess) {
  const res = await fetch(`${server.url}/readyz`);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function storedOrderIds(): Promise<Set<string>> {
  const rows = await database.db.kysely.selectFrom('bookings').select('orderId').execute();
  return new Set(rows.map((row) => row.orderId));
}

describe('two instances whose database connections are ended under load', () => {
  it('stay up, store every acknowledged booking, and carry live updates again', async () => {
    const instances = await Promise.all([startInstance(), startInstance()]);
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const load = startBookingLoad(instances, 10);
    try {
      await load.progress(20);
      expect(await terminateInstancesConnections()).toBeGreaterThanOrEqual(2);
      await load.progress(20);
      expect(await terminateInstancesConnections()).toBeGreaterThanOrEqual(2);
      await load.progress(20);
    } finally {
      await load.stop();
    }

    expect(one.child.exitCode).toBeNull();
    expect(two.child.exitCode).toBeNull();
    // A booking whose connection was ended is refused with a 503, never a 500.
    expect([...load.answers.keys()].filter((status) => ![200, 201, 503].includes(status))).toEqual(
      [],
    );
    const stored = await storedOrderIds();
    expect(load.acknowledged.filter((orderId) => !stored.has(orderId))).toEqual([]);
    expect(await findHalfWrittenRecords(database.db.kysely)).toEqual([]);
    for (const instance of instances) {
      expect((await readiness(instance)).status).toBe(200);
    }

    // Both listen again, and a price saved on one reaches a page streaming from the other.
    await vi.waitFor(async () => expect(await listeningInstances()).toBe(2), {
      timeout: 15_000,
      interval: 100,
    });
    const stream = await openSse(`${two.url}${API_PATHS.storefrontEvents}`);
    try {
      await stream.next('storefront');
      await saveTwoWheelerTotal(one, await signIn(one), 749);
      const live = (await stream.next('storefront', 10_000)) as Storefront;
      expect(live.pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total).toBe(749);
    } finally {
      stream.close();
    }
  }, 180_000);
});

describe('an instance that cannot reach its database', () => {
  it('says so on /readyz and to customers, then serves again with what it missed', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    relay = await startDatabaseRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const [cutOff, direct] = (await Promise.all([startInstance(relay.port), startInstance()])) as [
      ServerProcess,
      ServerProcess,
    ];
    expect(await twoWheelerTotal(cutOff)).toBe(699);

    relay.cut();
    await vi.waitFor(
      async () =>
        expect(await readiness(cutOff)).toEqual({
          status: 503,
          body: { status: 'unavailable', message: 'The database is unreachable.' },
        }),
      { timeout: 10_000, interval: 200 },
    );
    const refused = await postBooking(cutOff);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    // Pages still show the prices it has; a change made meanwhile reaches it only later.
    await saveTwoWheelerTotal(direct, await signIn(direct), 749);
    expect(await twoWheelerTotal(cutOff)).toBe(699);
    expect(cutOff.child.exitCode).toBeNull();

    relay.restore();
    const restoredAt = Date.now();
    await vi.waitFor(async () => expect((await readiness(cutOff)).status).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
    expect(Date.now() - restoredAt).toBeLessThan(5_000);
    // The change it missed while it could not listen is read again once it listens again.
    await vi.waitFor(async () => expect(await twoWheelerTotal(cutOff)).toBe(749), {
      timeout: 15_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect(await listeningInstances()).toBe(2), {
      timeout: 15_000,
      interval: 100,
    });
    await saveTwoWheelerTotal(direct, await signIn(direct), 799);
    await vi.waitFor(async () => expect(await twoWheelerTotal(cutOff)).toBe(799), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await postBooking(cutOff)).status).toBe(201);
  }, 180_000);
});
