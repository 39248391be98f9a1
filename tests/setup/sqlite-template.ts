import fs from 'node:fs';
import { makeSqliteTemplate, SQLITE_TEMPLATE_ENV } from '#server/testing/template-database.ts';

/** Global set-up of the SQLite pass: one migrated and seeded file that each test copies. */
export default async function setup() {
  // The pass's isolated project runs this set-up too: one template serves both.
  if (process.env[SQLITE_TEMPLATE_ENV]) return;
  const dir = await makeSqliteTemplate();
  process.env[SQLITE_TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
