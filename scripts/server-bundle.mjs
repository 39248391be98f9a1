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
