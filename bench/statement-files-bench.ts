/**
 * Whether every kind of statement stays within the reader's limits (decision 0031): a 10,000-line
 * statement of each kind staff download (.csv, old binary .xls, .xlsx, a text PDF) previewed and
 * applied against 100,000 bookings, through the real routes of a server process bundled as shipped
 * (the statement worker beside it). For each: the time from request to answer, the server's peak
 * resident memory (its worker threads included) and CPU time, and the main thread's longest block
 * while the request ran (the server's own `monitorEventLoopDelay`, at 10 ms resolution: what any
 * other request, /healthz included, would have waited at most). SQLite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { pdfOf, xlsOf } from '#server/testing/statement-file-kinds.ts';
import { csvOf, FIXTURES, xlsxOf } from '#server/testing/statement-fixtures.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { StatementPreview } from '#shared/payments/payment-matching.ts';
import { LOOP_DELAY_ROUTE } from './bare-route.ts';
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

const BOOKINGS = 100_000;
/** 10,000 lines, the size the target names; BENCH_STATEMENT_LINES measures another size (a month of a small shop). */
const LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 10_000);
/** The targets (decision 0031): answered within 5 s, the main thread never blocked past 200 ms, 400 MB. */
const TARGET_MS = 5_000;
const TARGET_BLOCK_MS = 200;
const TARGET_MB = 400;

const KINDS = ['CSV', 'XLS', 'XLSX', 'PDF'] as const;
type Kind = (typeof KINDS)[number];
/** BENCH_STATEMENT_KINDS=XLS,PDF measures only those kinds (each on a server of its own is not implied). */
const MEASURED = new Set(process.env.BENCH_STATEMENT_KINDS?.split(',') ?? KINDS);

interface Measure {
  ms: number;
  /** The message, when the server refused the file past its limits. */
  refused: string | null;
  cpuMs: number | null;
  peakMb: number | null;
  longestBlockMs: number;
}

export interface StatementFileRun {
  kind: Kind;
  fileKb: number;
  previews: Measure[];
  apply: Measure;
}

export interface StatementFilesResult {
  bookings: number;
  lines: number;
  loadAverage: number;
  idleRssMb: number | null;
  runs: StatementFileRun[];
}

/** 85% waiting for their payment to be verified, the rest confirmed, fulfilled or cancelled. */
function statusOf(i: number): BookingStatus {
  const n = i % 20;
  if (n < 17) return 'PAYMENT_SUBMITTED';
  return n === 17 ? 'CONFIRMED' : n === 18 ? 'FULFILLED' : 'CANCELLED';
}

async function seed(dataDir: string): Promise<SeededBooking[]> {
  const db = openSqliteDb(dataDir);
  try {
    await migrateToLatest(db);
    await seedDefaults(db.kysely);
    await seedManyBookings(db.kysely, BOOKINGS, { statusOf });
    return await db.kysely
      .selectFrom('bookings')
      .select(['txnId', 'priceTotal', 'createdAt', 'status'])
      .orderBy('createdAt', 'desc')
      .execute();
  } finally {
    await db.kysely.destroy();
  }
}

interface Statement {
  kind: Kind;
  fileName: string;
  bytes: Buffer;
  expected: { confirm: number; unmatched: number };
}

/** One statement of each kind, each paying bookings of its own among the most recent. */
async function statements(bookings: SeededBooking[]): Promise<Statement[]> {
  const needed = bookingsNeeded(LINES);
  const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
  if (!hdfc) throw new Error('no HDFC fixture');
  const share = (status: (b: SeededBooking) => boolean, i: number, count: number) =>
    bookings
      .filter(status)
      .filter((_, index) => index % KINDS.length === i)
      .slice(0, count)
      .reverse();
  const result: Statement[] = [];
  for (const [i, kind] of KINDS.entries()) {
    const { lines, expected } = statementLines(
      LINES,
      share((b) => b.status === 'PAYMENT_SUBMITTED', i, needed.waiting),
      share((b) => b.status === 'CONFIRMED' || b.status === 'FULFILLED', i, needed.confirmed),
      i,
    );
    const rows = hdfcStatementRows(lines);
    const bytes =
      kind === 'CSV'
        ? csvOf(rows)
        : kind === 'XLS'
          ? xlsOf(rows, { typed: true })
          : kind === 'XLSX'
            ? await xlsxOf(rows, { typed: true })
            : await pdfOf(rows, hdfc.headerLine);
    result.push({ kind, fileName: `hdfc-statement.${kind.toLowerCase()}`, bytes, expected });
  }
  return result;
}

/** The server's longest event-loop delay since the last ask (asking starts the next count). */
async function longestBlockMs(server: BenchServer): Promise<number> {
  const response = await fetch(`${server.url}${LOOP_DELAY_ROUTE}`);
  return ((await response.json()) as { maxMs: number }).maxMs;
}

/**
 * The answer's time; a refusal (400: the file took too long or too much memory on this machine)
 * is recorded as such, a read with other counts than the mix's is an error of the bench.
 */
async function upload(
  server: BenchServer,
  route: string,
  statement: Statement,
): Promise<{ ms: number; refused: string | null }> {
  const { ms, status, text } = await postStatement(server, route, statement);
  if (status === 400) {
    return { ms, refused: (JSON.parse(text) as { message: string }).message };
  }
  if (status !== 200) throw new Error(`${route} answered ${status}: ${text.slice(0, 300)}`);
  const { counts } = JSON.parse(text) as StatementPreview;
  const { expected } = statement;
  // Confirmed and unmatched must come out as the mix says, whatever the file's kind.
  if (counts.confirm !== expected.confirm || counts.unmatched !== expected.unmatched) {
    throw new Error(
      `${statement.fileName} counted ${JSON.stringify(counts)}, expected ${JSON.stringify(expected)}`,
    );
  }
  return { ms, refused: null };
}

/** With BENCH_MEMORY_TRACE (bench-server.ts), marks each request's start and end in the trace. */
function mark(what: string) {
  const file = process.env.BENCH_MEMORY_TRACE;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ at: Date.now(), mark: what })}\n`);
}

async function measure(server: BenchServer, route: string, file: Statement): Promise<Measure> {
  await longestBlockMs(server);
  mark(`${file.kind} ${route}`);
  const usage = await measureProcess(server.pid, () => upload(server, route, file));
  mark('answered');
  return {
    ms: usage.result.ms,
    refused: usage.result.refused,
    cpuMs: usage.cpuMs,
    peakMb: usage.peakMb,
    longestBlockMs: await longestBlockMs(server),
  };
}

export async function runStatementFilesBench({
  quick = false,
} = {}): Promise<StatementFilesResult> {
  const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-bench-statement-files-'));
  try {
    const files = await statements(await seed(dataDir));
    const server = await startBenchServer({ BENCH_DATA_DIR: dataDir, BENCH_LOOP_DELAY: '1' });
    try {
      const idleRssMb = residentMb(server.pid);
      const runs: StatementFileRun[] = [];
      for (const file of files.filter((f) => MEASURED.has(f.kind))) {
        const previews: Measure[] = [];
        for (let i = 0; i < (quick ? 1 : 3); i++) {
          previews.push(await measure(server, API_PATHS.admin.paymentsPreview, file));
        }
        const apply = await measure(server, API_PATHS.admin.paymentsApply, file);
        const fileKb = Math.round(file.bytes.length / 1024);
        runs.push({ kind: file.kind, fileKb, previews, apply });
        const block = Math.max(...[...previews, apply].map((m) => m.longestBlockMs));
        const time = (m: Measure) => `${m.ms}${m.refused ? ' (refused)' : ''}`;
        console.log(
          `  ${file.kind} (${fileKb} KB): preview ${previews.map(time).join(', ')} ms, apply ${time(apply)} ms; longest block ${block} ms`,
        );
      }
      return { bookings: BOOKINGS, lines: LINES, loadAverage, idleRssMb, runs };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const most = (values: (number | null)[]) => Math.max(...values.map((value) => value ?? 0));

/** The section of results.md. */
export function statementFilesSection(r: StatementFilesResult): string {
  const measures = (run: StatementFileRun) => [...run.previews, run.apply];
  const rows = r.runs.map((run) => {
    const all = measures(run);
    const time = (m: Measure) => (m.refused ? `${m.ms} (refused)` : String(m.ms));
    return `| ${run.kind} | ${run.fileKb} KB | ${run.previews.map(time).join(', ')} | ${time(run.apply)} | ${most(all.map((m) => m.cpuMs))} | ${most(all.map((m) => m.peakMb))} | ${most(all.map((m) => m.longestBlockMs))} |`;
  });
  const every = r.runs.flatMap(measures);
  const slowest = most(every.map((m) => m.ms));
  const peak = most(every.map((m) => m.peakMb));
  const block = most(every.map((m) => m.longestBlockMs));
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const refusals = [...new Set(every.flatMap((m) => (m.refused ? [m.refused] : [])))];
  return `## Statement files

A ${r.lines.toLocaleString('en')}-line HDFC statement of each kind against ${r.bookings.toLocaleString('en')} bookings, read in the
statement worker of a server bundled as shipped (SQLite; load average ${r.loadAverage} at the start; the server
idle at ${r.idleRssMb ?? '?'} MB). Three previews, then one apply. Peak memory is the server process's, its
worker included; the longest block is the main thread's longest event-loop delay during the request.

| Kind | File | Preview ms | Apply ms | Server CPU ms (max) | Peak MB | Longest block ms |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Targets: answered within ${TARGET_MS / 1000} s (slowest ${slowest} ms: ${met(slowest < TARGET_MS)}); the main thread blocked at most
${TARGET_BLOCK_MS} ms (longest ${block} ms: ${met(block <= TARGET_BLOCK_MS)}); under ${TARGET_MB} MB (peak ${peak} MB: ${met(peak < TARGET_MB)}).
${refusals.length > 0 ? `\nRefused past the limits: ${refusals.map((m) => `"${m}"`).join('; ')}\n` : ''}`;
}
