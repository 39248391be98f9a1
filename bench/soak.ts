import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '#server/db/app-db.ts';
import { bookingFields, runScenario } from './api-bench.ts';
import { startBenchServer } from './bench-process.ts';

export interface SoakResult {
  seconds: number;
  customers: number;
  acknowledged: number;
  stored: number;
  errors: number;
  non2xx: number;
  lost: number;
}

/** Many customers booking at once for a while; every acknowledged booking must be stored. */
export async function runBookingSoak(seconds: number, customers: number): Promise<SoakResult> {
  const server = await startBenchServer();
  let result: Awaited<ReturnType<typeof runScenario>>;
  try {
    result = await runScenario(server.url, {
      name: 'soak',
      path: '/api/bookings',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: () => JSON.stringify(bookingFields()),
      connections: customers,
      durationSeconds: seconds,
      // Every booking stored must be one the soak counts.
      warmUpSeconds: 0,
    });
  } finally {
    await server.stop();
  }
  const db = new Database(path.join(server.dataDir, SQLITE_FILE_NAME), { readonly: true });
  const stored = (db.prepare('select count(*) as n from bookings').get() as { n: number }).n;
  db.close();
  return {
    seconds,
    customers,
    acknowledged: result.total2xx,
    stored,
    errors: result.errors,
    non2xx: result.non2xx,
    lost: Math.max(0, result.total2xx - stored),
  };
}
