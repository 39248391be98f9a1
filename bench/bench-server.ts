// The app as the benchmark measures it, in a process of its own: the real buildApp on a fresh
// SQLite folder, plus the floors in the same process: a bare route answering a constant, and a
// route storing its request as one durable row.
// Prints one JSON line { url, cookie } once listening. BENCH_PG_SCHEMA, a schema the caller made
// (and drops) in BENCH_DATABASE_URL, puts it on PostgreSQL instead. BENCH_DB_TIME=1 also times
// every query (DB_TIME_ROUTE answers the sums; bench/capacity.ts reads them). BENCH_MEMORY_TRACE=<file>
// appends the process's memory every 25 ms as a line of JSON (what a peak is made of).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '#server/app.ts';
import { createOrResetAdmin } from '#server/auth/admin-accounts.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { startSession } from '#server/auth/sessions.ts';
import { type AppDb, openPostgresDb, openSqliteDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDefaults } from '#server/db/seed.ts';
import { limitHeapGrowth } from '#server/heap-growth.ts';
import { createInProcessChannel } from '#server/live/change-channel.ts';
import { STATEMENT_READ_LIMITS } from '#server/payments/statement-read-limits.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { saveFirstCentreRules } from '#server/testing/centre-rules.ts';
import { setTestPayees } from '#server/testing/payees.ts';
import { testKeyring } from '#server/testing/test-secrets.ts';
import {
  type AppointmentRules,
  DEFAULT_APPOINTMENT_RULES,
  MAX_SLOT_CAPACITY,
  type SlotRule,
} from '#shared/appointments/appointment-rules.ts';
import { BARE_ROUTE, DB_TIME_ROUTE, DURABLE_ROW_ROUTE, LOOP_DELAY_ROUTE } from './bare-route.ts';
import { databaseTimer } from './db-time.ts';
import { seedManyBookings } from './seed-bookings.ts';

function roomiestRules(): AppointmentRules {
  const roomy = (slots: SlotRule[]) =>
    slots.map((slot) => ({ ...slot, capacity: MAX_SLOT_CAPACITY }));
  const { slots } = DEFAULT_APPOINTMENT_RULES;
  return {
    ...DEFAULT_APPOINTMENT_RULES,
    slots: { home: roomy(slots.home), dealer: roomy(slots.dealer) },
  };
}

async function main() {
  // As main.ts does before the app starts.
  limitHeapGrowth();
  const dataDir =
    process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-bench-'));
  const seedCount = Number(process.env.BENCH_SEED_BOOKINGS ?? 0);
  const webRoot = process.env.BENCH_WEB_ROOT;
  const { BENCH_DATABASE_URL: postgresUrl, BENCH_PG_SCHEMA: schema } = process.env;
  const timer = process.env.BENCH_DB_TIME === '1' ? databaseTimer() : undefined;
  const log = timer?.log;
  const db =
    postgresUrl && schema
      ? openPostgresDb(postgresUrl, { schema, log })
      : openSqliteDb(dataDir, { log, backgroundCheckpoints: true });
  if (timer && db.pool) timer.watchPool(db.pool);
  await migrateToLatest(db);
  await seedDefaults(db.kysely);
  // A fresh install takes no bookings until a payee is set.
  await setTestPayees(db.kysely);
  // The bench posts tens of thousands of bookings: every slot as roomy as the rules allow, so no
  // request is refused for a full slot and every one measures a booking stored.
  await saveFirstCentreRules(db.kysely, roomiestRules(), 'bench');
  if (seedCount > 0) await seedManyBookings(db.kysely, seedCount);

  await createOrResetAdmin(db.kysely, 'bench@hsrp.test', await hashPassword('bench-password-1'));
  const admin = await findAdminByEmail(db.kysely, 'bench@hsrp.test');
  const token = await startSession(db.kysely, admin?.id ?? '');

  const app = await buildApp({
    db,
    changes: createInProcessChannel(),
    // Like a developer's machine (no PUBLIC_URL): the address the bench sends to is this site.
    mail: { publicUrl: 'http://127.0.0.1', publicUrlGuessed: true, adminEmail: 'office@hsrp.test' },
    webRoot,
    // BENCH_RATE_LIMITS=1: the limits on, as shipped (the flood benchmark measures their refusals).
    rateLimits: process.env.BENCH_RATE_LIMITS === '1',
    secrets: testKeyring(),
    // The bench's admin signs in with a password alone (its session is made above).
    enforceTwoFactor: false,
    // BENCH_STATEMENT_READ_MS: a longer time limit for a statement's read, to measure a read the
    // shipped limit would stop on a busy machine (its memory, its time to the end).
    ...(process.env.BENCH_STATEMENT_READ_MS && {
      statementReadLimits: {
        ...STATEMENT_READ_LIMITS,
        timeMs: Number(process.env.BENCH_STATEMENT_READ_MS),
      },
    }),
  });
  app.get(BARE_ROUTE, async () => ({ ok: true }));
  await addDurableRowRoute(app, db);
  if (timer) app.get(DB_TIME_ROUTE, async () => timer.total);
  if (process.env.BENCH_LOOP_DELAY === '1') {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    app.get(LOOP_DELAY_ROUTE, async () => {
      const maxMs = Math.round(delay.max / 1e6);
      delay.reset();
      return { maxMs };
    });
  }
  if (process.env.BENCH_MEMORY_TRACE) traceMemory(process.env.BENCH_MEMORY_TRACE);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(
    `${JSON.stringify({ url, cookie: `hsrp_admin_session=${token}`, dataDir })}\n`,
  );
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

/** The resident set beside the main thread's heap: the rest is worker threads, SQLite and code. */
function traceMemory(file: string) {
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const line = {
      at: Date.now(),
      rss: mb(rss),
      heapUsed: mb(heapUsed),
      heapTotal: mb(heapTotal),
      external: mb(external),
      arrayBuffers: mb(arrayBuffers),
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 25).unref();
}

/** DURABLE_ROW_ROUTE: one row in a table of its own, in a transaction of its own as a booking is. */
async function addDurableRowRoute(app: FastifyInstance, db: AppDb) {
  await sql`create table if not exists bench_writes (
    id text primary key, body text not null, created_at text not null
  )`.execute(db.kysely);
  app.post(DURABLE_ROW_ROUTE, async (request, reply) => {
    const id = randomUUID();
    const body = JSON.stringify(request.body);
    const createdAt = new Date().toISOString();
    await db.kysely
      .transaction()
      .execute((trx) =>
        sql`insert into bench_writes (id, body, created_at) values (${id}, ${body}, ${createdAt})`.execute(
          trx,
        ),
      );
    return reply.code(201).send({ id });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
