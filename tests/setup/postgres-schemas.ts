import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Global setup of the PostgreSQL pass: names this run (each test makes a schema with the run's
 * prefix and drops it when done) and, at the end, drops those a failed or cut-off test left.
 */
export default async function setup() {
  const run = `hsrp_test_${randomBytes(3).toString('hex')}`;
  process.env.TEST_SCHEMA_PREFIX = run;
  // Extensions belong to the database, not a schema: made once here, tests' migrations (each in
  // its own schema, so not waiting for one another) do not race to create pg_trgm.
  await onTestServer((client) =>
    client.query('create extension if not exists pg_trgm with schema public'),
  );
  return () =>
    onTestServer(async (client) => {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where nspname like $1',
        [`${run}_%`],
      );
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    });
}

async function onTestServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
