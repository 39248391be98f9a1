// Runs the browser tests in Debian's Chromium. Outside CI a machine without Chromium skips them
// with a clear line; in CI (CI=true) they are mandatory and a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM_PATH)) {
  const message = `Browser tests need Chromium at ${CHROMIUM_PATH} (Debian package "chromium").`;
  if (process.env.CI) {
    console.error(`FAILED: ${message}`);
    process.exit(1);
  }
  console.warn(`SKIPPED browser tests: ${message}`);
  process.exit(0);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
