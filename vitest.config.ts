import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { databaseFreeServerTests } from './tests/setup/database-free-tests.ts';

// The API suite runs a second time against PostgreSQL when TEST_DATABASE_URL names one. In CI that
// pass is mandatory; elsewhere its absence is said plainly, never silently skipped.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  if (process.env.CI) {
    throw new Error('CI needs TEST_DATABASE_URL: the PostgreSQL test pass is mandatory there.');
  }
  console.warn(
    'SKIPPED the PostgreSQL pass: set TEST_DATABASE_URL=postgres://… to run the API tests on PostgreSQL too.',
  );
}

/** Tests that examine SQLite itself (its files, pragmas and query plans). */
const SQLITE_ONLY = [
  'src/server/crash-safety.test.ts',
  'src/server/db/sqlite-backup.test.ts',
  'src/server/db/app-db.test.ts',
  'src/server/db/migrate.test.ts',
  'src/server/db/wal-checkpointer.test.ts',
  'src/server/repositories/bookings.query-plan.test.ts',
  'src/server/repositories/audit-events.query-plan.test.ts',
];

/**
 * Files that replace a module with vi.mock. The other test files of a worker share one module
 * registry (isolate: false: importing the app anew for each file was a third of the run); these
 * need their own, so they run isolated.
 */
const MOCKS_MODULES = [
  'src/server/auth/password-reset.test.ts',
  'src/server/catalogues/pseudo-catalogue.test.ts',
  'src/server/routes/track-receipt-cache.routes.test.ts',
  'src/server/routes/admin/session.routes.test.ts',
  'src/web/render-page.pseudo-locale.test.ts',
];

/** A pass over some test files, as two projects: the shared-registry one and the isolated one. */
function pass(
  name: string,
  files: { include: string[]; exclude: string[] },
  test: TestProjectInlineConfiguration['test'],
): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      test: {
        ...test,
        name,
        include: files.include,
        exclude: [...files.exclude, ...MOCKS_MODULES],
      },
    },
    {
      extends: true,
      test: {
        ...test,
        name: `${name} (isolated)`,
        include: MOCKS_MODULES,
        exclude: files.exclude,
        isolate: true,
      },
    },
  ];
}

const sqlitePass = pass(
  'unit-and-api-sqlite',
  {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // *.postgres.test.ts need several instances on one shared database.
    exclude: ['tests/e2e/**', 'node_modules/**', '**/*.postgres.test.ts'],
  },
  { globalSetup: ['tests/setup/sqlite-template.ts'] },
);

const postgresPass = pass(
  'api-postgres',
  {
    include: ['src/server/**/*.test.ts'],
    exclude: [...SQLITE_ONLY, ...databaseFreeServerTests(import.meta.dirname)],
  },
  { env: { TEST_DB: 'postgres' }, globalSetup: ['tests/setup/postgres-schemas.ts'] },
);

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Tests share two cores with everything else on the machine; keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
    // API tests that book dozens of times (limits, lapse rounds, statements) take a few seconds
    // alone and several times that on a busy shared machine; a hang still fails in 15 s.
    testTimeout: 15_000,
    isolate: false,
    projects: [...sqlitePass, ...(postgresUrl ? postgresPass : [])],
  },
});
