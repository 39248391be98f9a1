/**
 * Capacity: what a booking and an admin list request cost the app's CPU and the database, on SQLite
 * and on PostgreSQL, per request, for docs/capacity.md to work out instances from. Each scenario
 * runs one unmeasured second, then its measured run; every figure is the difference across the
 * measured run divided by the requests it completed:
 *
 * - server CPU: the bench server process's user + system CPU, all its threads (/proc/<pid>/stat):
 *   HTTP, validation, query building, mail rendering, JSON, garbage collection, the pg driver; on
 *   SQLite the database's own work too, which runs inside this process;
 * - query time: each query from the call to its result, as the app sees it (DatabaseTime, in
 *   db-time.ts; on PostgreSQL a wall-clock time that includes waiting on a row lock);
 * - connection time (PostgreSQL): how long the pool's connections were lent out;
 * - PostgreSQL CPU: the backends serving the bench server's pool, found in pg_stat_activity by the
 *   application_name the server connects with (/proc/<pid>/schedstat, in ns: a backend is one
 *   thread); beside it the PostgreSQL server's background processes (WAL writer, checkpointer,
 *   background writer, autovacuum), which serve every database on the server, so on a shared
 *   machine they are an upper bound.
 *
 * On SQLite always; on PostgreSQL too when BENCH_DATABASE_URL names a database to work in (in a
 * schema of its own, dropped afterwards), on this machine (its processes are read from /proc).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { nextAppointment } from '#server/testing/booking-fixtures.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { MAX_SLOT_CAPACITY } from '#shared/appointments/appointment-rules.ts';
import {
  bookingFields,
  multipartBooking,
  runScenario,
  type Scenario,
  screenshotOf300Kb,
} from './api-bench.ts';
import { BARE_ROUTE, DB_TIME_ROUTE } from './bare-route.ts';
import { type BenchServer, startBenchServer } from './bench-process.ts';
import type { DatabaseTime } from './db-time.ts';
import { cpuMs } from './server-process-usage.ts';

type DatabaseName = 'SQLite' | 'PostgreSQL';

export interface CapacityRow {
  database: DatabaseName;
  scenario: string;
  connections: number;
  /** Answers received in the measured run (2xx and others); the costs are divided by these. */
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** Microseconds per request, as described at the top of this file; null where not measured. */
  serverCpuUs: number | null;
  queriesPerRequest: number;
  queryUs: number;
  connectionUs: number | null;
  postgresCpuUs: number | null;
  postgresBackgroundCpuUs: number | null;
}

export interface CapacityResult {
  date: string;
  /** The machine's 1-minute load average before the first and after the last run (2 cores). */
  loadAverage: { before: number; after: number };
  seededBookings: number;
  seconds: number;
  rows: CapacityRow[];
}

const HOT_SLOT = 'booking, all on one slot';

/**
 * The bare route first (what a request costs the framework alone: how fast this machine is at the
 * moment, as other runs of it compare), then the booking scenario as run.ts posts it, the same on
 * one hot slot and with a payment screenshot (re-encoded, stored in the database), and the admin
 * list.
 */
function scenarios(server: BenchServer, screenshot: Buffer): Scenario[] {
  const json = { 'content-type': 'application/json' };
  const admin = { cookie: server.cookie };
  const boundary = '----hsrpbench';
  return [
    { name: 'bare route (floor)', path: BARE_ROUTE },
    {
      name: 'booking, slots spread',
      path: API_PATHS.bookings,
      method: 'POST',
      headers: json,
      body: () => JSON.stringify(bookingFields()),
    },
    { name: HOT_SLOT, path: API_PATHS.bookings, method: 'POST', headers: json, body: hotSlot() },
    {
      name: `booking with a ${Math.round(screenshot.length / 1024)} KB screenshot`,
      path: API_PATHS.bookings,
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: () => multipartBooking(screenshot, boundary),
    },
    { name: 'admin bookings list, first page', path: API_PATHS.admin.bookings, headers: admin },
    {
      name: 'admin search by phone digits',
      path: `${API_PATHS.admin.bookings}?search=000004217`,
      headers: admin,
    },
  ];
}

/**
 * Bodies that all book one slot, so concurrent bookings queue on its appointment_slots row; the
 * next slot once half its places are taken, so none is refused as full.
 */
function hotSlot(): () => string {
  let slot = nextAppointment();
  let taken = 0;
  return () => {
    taken += 1;
    if (taken % (MAX_SLOT_CAPACITY / 2) === 0) slot = nextAppointment();
    return JSON.stringify({ ...bookingFields(), ...slot });
  };
}

interface BenchDatabase {
  name: DatabaseName;
  env: Record<string, string>;
  /** PostgreSQL: CPU ms so far of our backends and of the server's background processes. */
  postgresCpu?: () => Promise<{ ours: Map<number, number>; background: Map<number, number> }>;
  afterSeeding?: () => Promise<void>;
  drop(): Promise<void>;
}

function sqliteDatabase(): BenchDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-bench-capacity-'));
  return {
    name: 'SQLite',
    env: { BENCH_DATA_DIR: dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const BACKGROUND = [
  'walwriter',
  'checkpointer',
  'background writer',
  'autovacuum launcher',
  'autovacuum worker',
];

/** CPU time in ms of a single-threaded process (a PostgreSQL backend), to the nanosecond. */
function threadCpuMs(pid: number): number | null {
  try {
    const ns = Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

async function postgresDatabase(url: string): Promise<BenchDatabase> {
  const schema = `hsrp_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  // The server's pool connects under this name, so its backends can be told from others'.
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('application_name', schema);
  return {
    name: 'PostgreSQL',
    env: { BENCH_DATABASE_URL: serverUrl.href, BENCH_PG_SCHEMA: schema },
    postgresCpu: async () => {
      const { rows } = await client.query<{ pid: number; ours: boolean }>(
        `select pid, application_name = $1 as ours from pg_stat_activity
          where application_name = $1 or backend_type = any($2)`,
        [schema, BACKGROUND],
      );
      const ours = new Map<number, number>();
      const background = new Map<number, number>();
      for (const row of rows) {
        const ms = threadCpuMs(row.pid);
        if (ms !== null) (row.ours ? ours : background).set(row.pid, ms);
      }
      return { ours, background };
    },
    // Vacuumed and analyzed as a live table long since would be, so autovacuum's catching up
    // with the seeding is not counted against the first scenario.
    afterSeeding: async () => {
      await client.query(`vacuum analyze ${schema}.bookings, ${schema}.booking_status_changes`);
    },
    drop: async () => {
      await client.query(`drop schema ${schema} cascade`).finally(() => client.end());
    },
  };
}

/** CPU ms spent between two readings; a process first seen in the second counts whole. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

async function databaseTime(server: BenchServer): Promise<DatabaseTime> {
  const response = await fetch(`${server.url}${DB_TIME_ROUTE}`);
  if (!response.ok) throw new Error(`${DB_TIME_ROUTE} answered ${response.status}`);
  return (await response.json()) as DatabaseTime;
}

async function measure(
  server: BenchServer,
  database: BenchDatabase,
  scenario: Scenario,
  seconds: number,
): Promise<CapacityRow> {
  await runScenario(server.url, { ...scenario, durationSeconds: 1, warmUpSeconds: 0 });
  const postgresBefore = await database.postgresCpu?.();
  const timeBefore = await databaseTime(server);
  const cpuBefore = cpuMs(server.pid);
  const load = await runScenario(server.url, {
    ...scenario,
    durationSeconds: seconds,
    warmUpSeconds: 0,
  });
  const cpuAfter = cpuMs(server.pid);
  const timeAfter = await databaseTime(server);
  const postgresAfter = await database.postgresCpu?.();
  const requests = load.total2xx + load.non2xx;
  const perRequestUs = (ms: number) => Math.round((ms * 1000) / Math.max(requests, 1));
  const postgres = postgresBefore && postgresAfter;
  return {
    database: database.name,
    scenario: scenario.name,
    connections: load.connections,
    requests,
    requestsPerSecond: load.requestsPerSecond,
    p99Ms: load.p99Ms,
    errors: load.errors + load.non2xx,
    serverCpuUs:
      cpuBefore === null || cpuAfter === null ? null : perRequestUs(cpuAfter - cpuBefore),
    queriesPerRequest:
      Math.round(((timeAfter.queries - timeBefore.queries) / Math.max(requests, 1)) * 10) / 10,
    queryUs: perRequestUs(timeAfter.queryMs - timeBefore.queryMs),
    connectionUs: postgres ? perRequestUs(timeAfter.connectionMs - timeBefore.connectionMs) : null,
    postgresCpuUs: postgres
      ? perRequestUs(cpuBetween(postgresBefore.ours, postgresAfter.ours))
      : null,
    postgresBackgroundCpuUs: postgres
      ? perRequestUs(cpuBetween(postgresBefore.background, postgresAfter.background))
      : null,
  };
}

async function runOn(
  database: BenchDatabase,
  seededBookings: number,
  seconds: number,
): Promise<CapacityRow[]> {
  try {
    const server = await startBenchServer({
      ...database.env,
      BENCH_DB_TIME: '1',
      BENCH_SEED_BOOKINGS: String(seededBookings),
    });
    try {
      await database.afterSeeding?.();
      const rows: CapacityRow[] = [];
      for (const scenario of scenarios(server, await screenshotOf300Kb())) {
        const row = await measure(server, database, scenario, seconds);
        console.log(`  ${row.database} ${row.scenario}: ${JSON.stringify(row)}`);
        rows.push(row);
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const loadAverage = () => Math.round((os.loadavg()[0] ?? 0) * 10) / 10;

export async function runCapacityBench({ quick = false } = {}): Promise<CapacityResult> {
  const date = new Date().toISOString();
  const before = loadAverage();
  const seededBookings = quick ? 20_000 : 100_000;
  const seconds = quick ? 3 : 8;
  const rows = await runOn(sqliteDatabase(), seededBookings, seconds);
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    rows.push(...(await runOn(await postgresDatabase(postgresUrl), seededBookings, seconds)));
  }
  return { date, loadAverage: { before, after: loadAverage() }, seededBookings, seconds, rows };
}

const us = (value: number | null) => (value === null ? 'n/a' : value.toLocaleString('en-US'));
/** Requests one core carries a second at `costUs` each. */
const perCore = (costUs: number | null) =>
  costUs ? Math.round(1_000_000 / costUs).toLocaleString('en-US') : 'n/a';

/** The "Capacity" section of results.md (also printed alone by --capacity-only). */
export function capacitySection(r: CapacityResult): string {
  const rows = r.rows.map(
    (x) =>
      `| ${x.database} | ${x.scenario} | ${x.requestsPerSecond} | ${x.p99Ms} | ${us(x.serverCpuUs)} | ${perCore(x.serverCpuUs)} | ${x.queriesPerRequest} | ${us(x.queryUs)} | ${us(x.connectionUs)} | ${us(x.postgresCpuUs)} | ${perCore(x.postgresCpuUs)} | ${us(x.postgresBackgroundCpuUs)} | ${x.errors} |`,
  );
  return `## Capacity

What one request costs, for docs/capacity.md: ${r.seconds} s measured per scenario after one
unmeasured second, at ${r.rows[0]?.connections ?? 10} connections, with ${r.seededBookings.toLocaleString('en-US')} bookings seeded; run ${r.date}, load
average ${r.loadAverage.before} before and ${r.loadAverage.after} after (2 cores, shared). Costs are in µs per request:
the server process's CPU (user + system, all threads; on SQLite the database's work is in it), the
time its queries took as the app saw them (on PostgreSQL the round trip, lock waits included), how
long a pooled connection was held, the CPU of the PostgreSQL backends serving the app, and of
PostgreSQL's background processes (WAL writer, checkpointer, autovacuum; shared with other
databases on this server). "Per core" is 1,000,000 µs over the cost: requests a second one core
carries, with nothing else on it.

| Database | Scenario | req/s | p99 ms | Server CPU µs | Per app core /s | Queries | Query time µs | Connection held µs | PostgreSQL CPU µs | Per PostgreSQL core /s | PostgreSQL background µs | Errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}
