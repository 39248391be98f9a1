import { randomBytes } from 'node:crypto';
import { makePostgresTemplate, onServer } from '#server/testing/template-database.ts';

/**
 * Global setup of the PostgreSQL pass: names this run (every schema a test uses has the run's
 * prefix), migrates its template schema (template-database.ts), and at the end drops them all.
 */
export default async function setup() {
  // The pass's isolated project runs this set-up too: one run prefix and template serve both.
  if (process.env.TEST_SCHEMA_PREFIX) return;
  const run = `hsrp_test_${randomBytes(3).toString('hex')}`;
  process.env.TEST_SCHEMA_PREFIX = run;
  // Extensions belong to the database, not a schema: made once here, tests' migrations (each in
  // its own schema, so not waiting for one another) do not race to create pg_trgm.
  const url = testDatabaseUrl();
  await onServer(url, (client) =>
    client.query('create extension if not exists pg_trgm with schema public'),
  );
  await makePostgresTemplate(url, run);
  return () =>
    onServer(url, async (client) => {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where nspname like $1',
        [`${run}_%`],
      );
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    });
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL pass needs TEST_DATABASE_URL');
  return url;
}
