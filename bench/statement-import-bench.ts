/**
 * The statement import's target (decision 0031): a 10,000-line statement imports and matches
 * against 100,000 bookings in under 5 s, and the memory that took. Through the real routes of a
 * server process (bundled as shipped): each statement is previewed, then applied (read, matched,
 * lines stored, bookings confirmed with their history, invoice and status mail queued, in one
 * transaction). Times run from the request to the answer's last byte; memory is the server
 * process's peak resident memory during the request, and its CPU time is kept beside (the machine
 * is shared).
 *
 * An apply can run once per booking, so every statement pays bookings of its own, all among the
 * same 100,000: each apply meets the lines stored by the ones before, as a month's import would.
 * On SQLite always; on PostgreSQL too when BENCH_DATABASE_URL names a database to work in (in a
 * schema of its own, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppDb, openPostgresDb, openSqliteDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { getSiteInfo, saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { csvOf, xlsxOf } from '#server/testing/statement-fixtures.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { StatementPreview } from '#shared/payments/payment-matching.ts';
import { type BenchServer, startBenchServer } from './bench-process.ts';
import {
  bookingsNeeded,
  hdfcStatementRows,
  postStatement,
  type SeededBooking,
  statementLines,
} from './bench-statement.ts';
import { seedManyBookings } from './seed-bookings.ts';
import { measureProcess, residentMb } from './server-process-usage.ts';

export const STATEMENT_BOOKINGS = 100_000;
export const STATEMENT_LINES = 10_000;
export const STATEMENT_TARGET_MS = 5_000;

type Format = 'CSV' | 'XLSX';

export interface StatementRun {
  database: 'SQLite' | 'PostgreSQL';
  format: Format;
  fileKb: number;
  /** Every preview's and apply's time, request to the answer's last byte. */
  previewMs: number[];
  applyMs: number[];
  /**
   * The server process's CPU time (user + system) for each, steadier than the wall clock on a
   * shared machine; PostgreSQL's own work is not in it.
   */
  previewCpuMs: (number | null)[];
  applyCpuMs: (number | null)[];
  /** The server's resident memory once started, and its peak during each request (VmHWM). */
  idleRssMb: number | null;
  previewPeakRssMb: (number | null)[];
  applyPeakRssMb: (number | null)[];
}

export interface StatementImportResult {
  bookings: number;
  lines: number;
  targetMs: number;
  /** The machine's 1-minute load average as the bench began (2 cores: above 2, times stretch). */
  loadAverage: number;
  runs: StatementRun[];
}

/** 85% waiting for their payment to be verified, the rest confirmed, fulfilled or cancelled. */
function statusOf(i: number): BookingStatus {
  const n = i % 20;
  if (n < 17) return 'PAYMENT_SUBMITTED';
  return n === 17 ? 'CONFIRMED' : n === 18 ? 'FULFILLED' : 'CANCELLED';
}

interface BenchDatabase {
  name: StatementRun['database'];
  db: AppDb;
  /** What the bench server needs to open the same data. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

function sqliteDatabase(): BenchDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-bench-statement-'));
  return {
    name: 'SQLite',
    db: openSqliteDb(dataDir),
    env: { BENCH_DATA_DIR: dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresDatabase(url: string): Promise<BenchDatabase> {
  const schema = `hsrp_bench_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`create schema ${schema}`);
  return {
    name: 'PostgreSQL',
    db: openPostgresDb(url, { schema, maxConnections: 4 }),
    env: { BENCH_DATABASE_URL: url, BENCH_PG_SCHEMA: schema },
    drop: () => onServer(`drop schema ${schema} cascade`),
  };
}

/** Seeds the bookings from this process (the server's memory then holds only its own work). */
async function seed({ db }: BenchDatabase): Promise<SeededBooking[]> {
  await migrateToLatest(db);
  await seedDefaults(db.kysely);
  // GST-registered, as a live business is: every booking confirmed is also invoiced.
  const site = await getSiteInfo(db.kysely);
  await saveSiteInfo(db.kysely, { ...site, gstin: '05ABCDE1234F1Z6' }, 'bench');
  await seedManyBookings(db.kysely, STATEMENT_BOOKINGS, { statusOf });
  const bookings = await db.kysely
    .selectFrom('bookings')
    .select(['txnId', 'priceTotal', 'createdAt', 'status'])
    .orderBy('createdAt', 'desc')
    .execute();
  await db.kysely.destroy();
  return bookings;
}

interface Statement {
  format: Format;
  fileName: string;
  bytes: Buffer;
  expected: { confirm: number; unmatched: number; skipped: number };
}

/**
 * The statements of one run, each paying every n-th of the most recent bookings (so every
 * statement covers the same recent weeks, and no booking is paid twice).
 */
async function statements(formats: Format[], bookings: SeededBooking[]): Promise<Statement[]> {
  const needed = bookingsNeeded(STATEMENT_LINES);
  const waiting = bookings.filter((booking) => booking.status === 'PAYMENT_SUBMITTED');
  const confirmed = bookings.filter(
    (booking) => booking.status === 'CONFIRMED' || booking.status === 'FULFILLED',
  );
  const share = (list: SeededBooking[], i: number, count: number) =>
    list
      .filter((_, index) => index % formats.length === i)
      .slice(0, count)
      .reverse();
  return Promise.all(
    formats.map(async (format, i) => {
      const { lines, expected } = statementLines(
        STATEMENT_LINES,
        share(waiting, i, needed.waiting),
        share(confirmed, i, needed.confirmed),
        i,
      );
      const rows = hdfcStatementRows(lines);
      const bytes = format === 'CSV' ? csvOf(rows) : await xlsxOf(rows, { typed: true });
      const fileName = `hdfc-statement-${i + 1}.${format.toLowerCase()}`;
      return { format, fileName, bytes, expected };
    }),
  );
}

async function upload(server: BenchServer, route: string, statement: Statement) {
  const { ms, status, text } = await postStatement(server, route, statement);
  if (status !== 200) throw new Error(`${route} answered ${status}: ${text.slice(0, 300)}`);
  const { counts } = JSON.parse(text) as StatementPreview;
  const { expected } = statement;
  if (
    counts.confirm !== expected.confirm ||
    counts.unmatched !== expected.unmatched ||
    // "Skipped" here is what the desk counted as skipped before its counts were split up
    // (decision 0033).
    counts.noReference + counts.paidOut + counts.ignored !== expected.skipped
  ) {
    throw new Error(
      `${statement.fileName} counted ${JSON.stringify(counts)}, expected ${JSON.stringify(expected)}`,
    );
  }
  return ms;
}

/** Previews each statement `previews` times, then applies it; one run for each file format. */
async function measureStatements(
  server: BenchServer,
  database: StatementRun['database'],
  files: Statement[],
  previews: number,
): Promise<StatementRun[]> {
  const idleRssMb = residentMb(server.pid);
  const runs = new Map<Format, StatementRun>();
  for (const file of files) {
    const run = runs.get(file.format) ?? {
      database,
      format: file.format,
      fileKb: Math.round(file.bytes.length / 1024),
      previewMs: [],
      applyMs: [],
      previewCpuMs: [],
      applyCpuMs: [],
      idleRssMb,
      previewPeakRssMb: [],
      applyPeakRssMb: [],
    };
    runs.set(file.format, run);
    const measure = async (kind: 'preview' | 'apply', route: string) => {
      const usage = await measureProcess(server.pid, () => upload(server, route, file));
      run[`${kind}Ms`].push(usage.result);
      run[`${kind}CpuMs`].push(usage.cpuMs);
      run[`${kind}PeakRssMb`].push(usage.peakMb);
    };
    for (let i = 0; i < previews; i += 1) {
      await measure('preview', API_PATHS.admin.paymentsPreview);
    }
    await measure('apply', API_PATHS.admin.paymentsApply);
    console.log(
      `  ${database} ${file.fileName}: preview ${run.previewMs.slice(-previews).join(', ')} ms, apply ${run.applyMs.at(-1)} ms (server CPU ${run.applyCpuMs.at(-1)} ms)`,
    );
  }
  return [...runs.values()];
}

async function runOn(
  database: BenchDatabase,
  formats: Format[],
  previews: number,
): Promise<StatementRun[]> {
  try {
    const files = await statements(formats, await seed(database));
    const server = await startBenchServer(database.env);
    try {
      return await measureStatements(server, database.name, files, previews);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * Three CSV statements (three applies) and one XLSX, each previewed three times; `quick` makes
 * one CSV statement previewed once.
 */
export async function runStatementImportBench({
  quick = false,
} = {}): Promise<StatementImportResult> {
  const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
  const formats: Format[] = quick ? ['CSV'] : ['CSV', 'CSV', 'CSV', 'XLSX'];
  const previews = quick ? 1 : 3;
  const runs = await runOn(sqliteDatabase(), formats, previews);
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl)
    runs.push(...(await runOn(await postgresDatabase(postgresUrl), formats, previews)));
  return {
    bookings: STATEMENT_BOOKINGS,
    lines: STATEMENT_LINES,
    targetMs: STATEMENT_TARGET_MS,
    loadAverage,
    runs,
  };
}
