// How a server entry is bundled: by build.mjs for dist/server, and by the benchmark for its server,
// so the benchmark measures code built the way the shipped server is.
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

/**
 * Worker threads the server starts, each bundled as an entry of its own beside the server's
 * (src/server/workers/worker-script.ts starts one from the bundle's folder, with the bundle's own
 * extension): read-statement-file.ts the statement reader, app-db.ts SQLite's checkpoints.
 */
export const SERVER_WORKER_ENTRIES = {
  'statement-worker': 'src/server/payments/statement-worker.ts',
  'wal-checkpoint-worker': 'src/server/db/wal-checkpoint-worker.ts',
};
