/**
 * The files that used to stop the site (decision 0031), uploaded to a running server as staff
 * would: the site keeps answering /healthz meanwhile, every upload is answered (read, or refused
 * with its message), and the server lives on. Run twice: from the TypeScript sources (as `npm run
 * dev:server`) and bundled with its worker entry as scripts/build.mjs bundles dist/server (as
 * `npm start`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE_OPTIONS, SERVER_WORKER_ENTRIES } from '#scripts/server-bundle.mjs';
import { createOrResetAdmin } from '#server/auth/admin-accounts.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { startSession } from '#server/auth/sessions.ts';
import { openSqliteDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { type ServerProcess, startServerProcess } from '#server/testing/server-process.ts';
import {
  pdfOf,
  xlsOf,
  xlsxNamingRow,
  xlsxReachingColumnXfd,
} from '#server/testing/statement-file-kinds.ts';
import { csvOf, FIXTURES } from '#server/testing/statement-fixtures.ts';
import { API_PATHS } from '#shared/api-paths.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const hdfc = FIXTURES.find((fixture) => fixture.bank === 'hdfc');
if (!hdfc) throw new Error('no HDFC fixture');

/** A 19 MB HDFC statement (such a CSV once took 31 s on the main thread: decision 0031). */
function csvOf19Mb(): Buffer {
  const head = hdfc?.rows.slice(0, hdfc.headerLine) ?? [];
  const body = Array.from({ length: 125_000 }, (_, i) => {
    const utr = String(400_000_000_000 + i);
    return [
      '23/11/26',
      `UPI-CUSTOMER ${i}-c${i}@okaxis-UTIB0000123-${utr}-HSRP BOOKING`,
      `0000${utr}`,
      '23/11/26',
      '',
      '1,699.00',
      '1,23,456.00',
    ];
  });
  return csvOf([...head, ...body]);
}

/** A fresh data folder with an admin signed in (two-factor off by ADMIN_TWO_FACTOR below). */
async function preparedDataDir(): Promise<{ dataDir: string; cookie: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-statement-server-'));
  const db = openSqliteDb(dataDir);
  try {
    await migrateToLatest(db);
    await seedDefaults(db.kysely);
    await createOrResetAdmin(db.kysely, 'owner@hsrp.test', await hashPassword('owner-password-1'));
    const admin = await findAdminByEmail(db.kysely, 'owner@hsrp.test');
    const token = await startSession(db.kysely, admin?.id ?? '');
    return { dataDir, cookie: `hsrp_admin_session=${token}` };
  } finally {
    await db.kysely.destroy();
  }
}

/** /healthz asked every 50 ms until stopped: every answer's status and time. */
function watchHealth(url: string) {
  const answers: { status: number; ms: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const status = await fetch(`${url}/healthz`).then(
        (response) => response.status,
        () => 0,
      );
      answers.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function upload(server: ServerProcess, cookie: string, bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  form.append('daysBefore', '1');
  form.append('daysAfter', '3');
  const response = await fetch(`${server.url}${API_PATHS.admin.paymentsPreview}`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Resident memory at its peak so far (VmHWM), in MB. */
function peakMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function uploadKillers(server: ServerProcess, cookie: string) {
  const [rowFar, columnXfd, big, xls, pdf] = await Promise.all([
    xlsxNamingRow(4_000_000),
    xlsxReachingColumnXfd(20_000),
    csvOf19Mb(),
    xlsOf(hdfc?.rows ?? []),
    pdfOf(hdfc?.rows ?? [], hdfc?.headerLine ?? 1),
  ]);
  // Made first: the health requests come from this process, which making them would block.
  const health = watchHealth(server.url);
  // One after another: two at once is the limit, and a third would be answered 429.
  const far = await upload(server, cookie, rowFar, 'statement.xlsx');
  const xfd = await upload(server, cookie, columnXfd, 'statement.xlsx');
  const huge = await upload(server, cookie, big, 'statement.csv');
  const real = await upload(server, cookie, xls, 'statement.xls');
  const printed = await upload(server, cookie, pdf, 'statement.pdf');
  await health.stop();

  expect(far).toMatchObject({ status: 400 });
  expect(String(far.body.message)).toMatch(/not a bank statement/);
  expect(xfd).toMatchObject({ status: 400 });
  expect(String(xfd.body.message)).toMatch(/^Line 1: a value in column XFD/);
  // 125,000 lines: refused past the rows a statement may have (or the time or memory limit,
  // whichever comes first on the machine), never a 500.
  expect(huge.status).toBe(400);
  expect(String(huge.body.message)).toMatch(
    /^The file (has more than 1,00,000 rows|took too long to read|is too large to read)/,
  );
  expect(real.status).toBe(200);
  expect(printed.status).toBe(200);
  expect(printed.body.counts).toEqual(real.body.counts);

  expect(health.answers.length).toBeGreaterThan(5);
  expect(health.answers.every((answer) => answer.status === 200)).toBe(true);
  // Generous: the row-4,000,000 file alone once blocked the site for 11.6 s.
  expect(Math.max(...health.answers.map((answer) => answer.ms))).toBeLessThan(2_500);
  // Generous too: the column-XFD file once took 1.7 GB.
  expect(peakMb(server.child.pid)).toBeLessThan(1_000);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

describe.each([
  ['from the sources', false],
  ['bundled as shipped', true],
])('a running server %s, uploaded the files that once froze the site', (_, bundled) => {
  let server: ServerProcess;
  let cookie: string;
  let dataDir: string;
  let bundleDir: string | undefined;

  beforeAll(async () => {
    ({ dataDir, cookie } = await preparedDataDir());
    let bundle: string | undefined;
    if (bundled) {
      // Inside node_modules, where the bundle's imports of packages resolve (.mjs: no package
      // type there); the worker beside the server, as in dist/server.
      bundleDir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'hsrp-server-test-'));
      await build({
        ...SERVER_BUNDLE_OPTIONS,
        absWorkingDir: ROOT,
        entryPoints: { main: 'src/server/main.ts', ...SERVER_WORKER_ENTRIES },
        outdir: bundleDir,
        outExtension: { '.js': '.mjs' },
      });
      bundle = path.join(bundleDir, 'main.mjs');
      expect(fs.existsSync(path.join(bundleDir, 'statement-worker.mjs'))).toBe(true);
    }
    server = await startServerProcess(dataDir, { ADMIN_TWO_FACTOR: 'optional' }, 60_000, {
      bundle,
    });
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (bundleDir) fs.rmSync(bundleDir, { recursive: true, force: true });
  });

  it('answers each upload, keeps answering /healthz, and lives on', async () => {
    await uploadKillers(server, cookie);
  }, 120_000);
});
