import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Global setup of the PostgreSQL pass: names this run (each test makes a schema with the run's
 * prefix) and drops all of the run's schemas at the end. Dropping only at the end matters: Kysely's
 * migrator inspects every schema, and one dropped under it mid-run makes it fail.
 */
export default function setup() {
  const run = `hsrp_test_${randomBytes(3).toString('hex')}`;
  process.env.TEST_SCHEMA_PREFIX = run;
  return async function teardown() {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>(
        'select nspname from pg_namespace where nspname like $1',
        [`${run}_%`],
      );
      for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
    } finally {
      await client.end();
    }
  };
}
