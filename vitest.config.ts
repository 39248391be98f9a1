import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Tests share two cores with everything else on the machine; keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
  },
});
