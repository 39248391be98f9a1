// `npm run bench`: measures the API under load, a bank statement's import and the customer site in
// Lighthouse, in one run on this machine, and writes bench/results.md and bench/results.json. Timings vary with the machine:
// compare runs made here, and read the API numbers as ratios to the bare route's floor.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bookingFields,
  type LoadResult,
  multipartBooking,
  runScenario,
  screenshotOf300Kb,
} from './api-bench.ts';
import { BARE_ROUTE, DURABLE_ROW_ROUTE } from './bare-route.ts';
import { startBenchServer } from './bench-process.ts';
import { capacitySection, runCapacityBench } from './capacity.ts';
import {
  ENTRY_JS_BUDGET_GZIP,
  measureEntryBytes,
  measurePathBytes,
  PATH_JS_BUDGET_GZIP,
} from './entry-bytes.ts';
import { floodsSection, runFloodsBench } from './floods-bench.ts';
import { runLighthouse } from './lighthouse-bench.ts';
import {
  BOOKING_NAME,
  CUSTOMER_READS_FLOOR,
  customerReadsSection,
  DURABLE_ROW_NAME,
  statementImportSection,
  writeReport,
} from './report.ts';
import { runBookingSoak } from './soak.ts';
import { runStatementFilesBench, statementFilesSection } from './statement-files-bench.ts';
import { runStatementImportBench } from './statement-import-bench.ts';
import { runTextOutboxBench, textOutboxSection } from './text-outbox-bench.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webRoot = path.join(root, 'dist', 'web');
const quick = process.argv.includes('--quick');
/** `--web-only`: just the bundle bytes and Lighthouse (for front-end work). */
const webOnly = process.argv.includes('--web-only');
/** `--reads-only`: just the customer reads at 50 connections; printed, files untouched. */
const readsOnly = process.argv.includes('--reads-only');
/** `--statement-only`: just the statement import; printed, the results files untouched. */
const statementOnly = process.argv.includes('--statement-only');
/** `--statement-files-only`: just a statement of each file kind; printed, files untouched. */
const statementFilesOnly = process.argv.includes('--statement-files-only');
/** `--floods-only`: just /healthz under floods of anonymous requests; printed, files untouched. */
const floodsOnly = process.argv.includes('--floods-only');
/** `--capacity-only`: just the per-request costs; printed, the results files untouched. */
const capacityOnly = process.argv.includes('--capacity-only');
/** `--text-only`: just WhatsApp through the outbox; printed, the results files untouched. */
const textOnly = process.argv.includes('--text-only');
const seconds = quick ? 3 : 8;

async function catalogAndBookings(): Promise<LoadResult[]> {
  const server = await startBenchServer();
  try {
    const screenshot = await screenshotOf300Kb();
    const boundary = '----hsrpbench';
    const json = { 'content-type': 'application/json' };
    const results: LoadResult[] = [];
    for (const scenario of [
      { name: 'bare route (floor)', path: BARE_ROUTE },
      { name: 'storefront (catalog and pricing)', path: '/api/storefront' },
      {
        name: BOOKING_NAME,
        path: '/api/bookings',
        method: 'POST' as const,
        headers: json,
        body: () => JSON.stringify(bookingFields()),
      },
      {
        name: DURABLE_ROW_NAME,
        path: DURABLE_ROW_ROUTE,
        method: 'POST' as const,
        headers: json,
        body: () => JSON.stringify(bookingFields()),
      },
      {
        name: `booking with a ${Math.round(screenshot.length / 1024)} KB screenshot`,
        path: '/api/bookings',
        method: 'POST' as const,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: () => multipartBooking(screenshot, boundary),
      },
    ]) {
      results.push(await runScenario(server.url, { ...scenario, durationSeconds: seconds }));
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** What every phone's browser says it takes: pages and JSON then come compressed, as served. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * What every customer visit asks for, at 50 connections beside the bare route at 50: the page (`/`,
 * the storefront filled in) and the storefront's JSON, both served from memory (decision 0029),
 * with the server's CPU time per request.
 */
async function customerReads(): Promise<LoadResult[]> {
  const server = await startBenchServer({ BENCH_WEB_ROOT: webRoot });
  try {
    const results: LoadResult[] = [];
    for (const scenario of [
      { name: CUSTOMER_READS_FLOOR, path: BARE_ROUTE },
      {
        name: 'storefront (GET /api/storefront)',
        path: '/api/storefront',
        headers: BROWSER_ENCODINGS,
      },
      { name: 'home page (GET /, storefront inside)', path: '/', headers: BROWSER_ENCODINGS },
    ]) {
      results.push(
        await runScenario(server.url, {
          ...scenario,
          connections: 50,
          durationSeconds: seconds,
          serverPid: server.pid,
        }),
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function adminAt100k(): Promise<LoadResult[]> {
  const server = await startBenchServer({ BENCH_SEED_BOOKINGS: quick ? '20000' : '100000' });
  try {
    const headers = { cookie: server.cookie };
    const results: LoadResult[] = [];
    for (const scenario of [
      { name: 'bare route (floor, seeded server)', path: BARE_ROUTE },
      { name: 'admin bookings list, first page', path: '/api/admin/bookings', headers },
      {
        name: 'admin bookings list, status filter',
        path: '/api/admin/bookings?status=CONFIRMED',
        headers,
      },
      {
        name: 'admin search by phone digits',
        path: '/api/admin/bookings?search=000004217',
        headers,
      },
      {
        name: 'admin search by registration',
        path: '/api/admin/bookings?search=uk08ab42',
        headers,
      },
      {
        name: 'admin search by customer name',
        path: '/api/admin/bookings?search=customer%20421',
        headers,
      },
    ]) {
      results.push(
        await runScenario(server.url, { ...scenario, connections: 10, durationSeconds: seconds }),
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function web() {
  const bytes = measureEntryBytes(webRoot);
  const pathBytes = measurePathBytes(webRoot);
  const server = await startBenchServer({ BENCH_WEB_ROOT: webRoot });
  try {
    const lighthouse = await runLighthouse(server.url, ['/', '/bookyourservice', '/payment']);
    return { bytes, pathBytes, lighthouse };
  } finally {
    await server.stop();
  }
}

async function main() {
  if (statementOnly) {
    const statementImport = await runStatementImportBench({ quick });
    console.log(JSON.stringify(statementImport, null, 2));
    console.log(statementImportSection(statementImport));
    return;
  }
  if (statementFilesOnly) {
    const statementFiles = await runStatementFilesBench({ quick });
    console.log(JSON.stringify(statementFiles, null, 2));
    console.log(statementFilesSection(statementFiles));
    return;
  }
  if (floodsOnly) {
    const floods = await runFloodsBench({ quick });
    console.log(JSON.stringify(floods, null, 2));
    console.log(floodsSection(floods));
    return;
  }
  if (textOnly) {
    const text = await runTextOutboxBench({ quick });
    console.log(JSON.stringify(text, null, 2));
    console.log(textOutboxSection(text));
    return;
  }
  if (capacityOnly) {
    const capacity = await runCapacityBench({ quick });
    console.log(JSON.stringify(capacity, null, 2));
    console.log(capacitySection(capacity));
    return;
  }
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error('Build first: node scripts/build.mjs (npm run bench does it for you).');
  }
  if (readsOnly) {
    const reads = await customerReads();
    console.log(JSON.stringify(reads, null, 2));
    console.log(customerReadsSection(reads));
    return;
  }
  if (webOnly) {
    const { bytes, pathBytes, lighthouse } = await web();
    console.log(JSON.stringify({ bytes, pathBytes, lighthouse }, null, 2));
    return;
  }
  console.log('API: catalog and bookings…');
  const api = await catalogAndBookings();
  console.log('API: customer reads at 50 connections…');
  const reads = await customerReads();
  console.log('API: admin list and search at 100,000 bookings…');
  const admin = await adminAt100k();
  console.log('Soak: 50 customers booking for 60 seconds…');
  const soak = await runBookingSoak(quick ? 10 : 60, 50);
  console.log('Statement import: 10,000 lines against 100,000 bookings…');
  const statementImport = await runStatementImportBench({ quick });
  console.log('Statement files: 10,000 lines of each kind against 100,000 bookings…');
  const statementFiles = await runStatementFilesBench({ quick });
  console.log('Floods: /healthz while one client floods cheap anonymous routes…');
  const floods = await runFloodsBench({ quick });
  console.log('Capacity: per-request server CPU and database time…');
  const capacity = await runCapacityBench({ quick });
  console.log('Web: bundle bytes and Lighthouse…');
  const webResults = await web();
  const report = writeReport(path.join(root, 'bench'), {
    date: new Date().toISOString(),
    api,
    reads,
    admin,
    soak,
    statementImport,
    statementFiles,
    floods,
    capacity,
    ...webResults,
    entryBudget: ENTRY_JS_BUDGET_GZIP,
    pathBudget: PATH_JS_BUDGET_GZIP,
  });
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
