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
} from './api-bench';
import { BARE_ROUTE, DURABLE_ROW_ROUTE } from './bare-route';
import { startBenchServer } from './bench-process';
import {
  ENTRY_JS_BUDGET_GZIP,
  measureEntryBytes,
  measurePathBytes,
  PATH_JS_BUDGET_GZIP,
} from './entry-bytes';
import { runLighthouse } from './lighthouse-bench';
import { BOOKING_NAME, DURABLE_ROW_NAME, statementImportSection, writeReport } from './report';
import { runBookingSoak } from './soak';
import { runStatementImportBench } from './statement-import-bench';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webRoot = path.join(root, 'dist', 'web');
const quick = process.argv.includes('--quick');
/** `--web-only`: just the bundle bytes and Lighthouse (for front-end work). */
const webOnly = process.argv.includes('--web-only');
/** `--statement-only`: just the statement import (issue 20); printed, the results files untouched. */
const statementOnly = process.argv.includes('--statement-only');
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
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error('Build first: node scripts/build.mjs (npm run bench does it for you).');
  }
  if (webOnly) {
    const { bytes, pathBytes, lighthouse } = await web();
    console.log(JSON.stringify({ bytes, pathBytes, lighthouse }, null, 2));
    return;
  }
  console.log('API: catalog and bookings…');
  const api = await catalogAndBookings();
  console.log('API: admin list and search at 100,000 bookings…');
  const admin = await adminAt100k();
  console.log('Soak: 50 customers booking for 60 seconds…');
  const soak = await runBookingSoak(quick ? 10 : 60, 50);
  console.log('Statement import: 10,000 lines against 100,000 bookings…');
  const statementImport = await runStatementImportBench({ quick });
  console.log('Web: bundle bytes and Lighthouse…');
  const webResults = await web();
  const report = writeReport(path.join(root, 'bench'), {
    date: new Date().toISOString(),
    api,
    admin,
    soak,
    statementImport,
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
