import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseFreeServerTests } from './database-free-tests.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the server tests the PostgreSQL pass leaves out', () => {
  const free = databaseFreeServerTests(ROOT);

  it('are the ones that parse files and format things without a database', () => {
    expect(free).toContain('src/server/payments/read-statement.layouts.test.ts');
    expect(free).toContain('src/server/images/reencode-image.test.ts');
  });

  it('never hold a test that reaches a database, through a helper or a whole server', () => {
    expect(free).not.toContain('src/server/routes/bookings.routes.test.ts');
    expect(free).not.toContain('src/server/payments/read-statement-file.server.test.ts');
    expect(free).not.toContain('src/server/crash-safety.test.ts');
    expect(free).not.toContain('src/server/db/database-unavailable.test.ts');
  });
});
