// Builds the web app (Vite) and the server bundle (esbuild) into dist/.
// With --if-needed it skips the work when nothing that goes into the build changed since the last
// one, so `npm start` builds on a fresh clone and starts at once after that.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUNDLE_OPTIONS, SERVER_WORKER_ENTRIES } from './server-bundle.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(root, 'dist');
const stampFile = path.join(distDir, '.build-stamp');
const inputs = [
  'src',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/server-bundle.mjs',
];
/** Server entry points: each becomes dist/server/<name>.js. */
const serverEntries = {
  main: 'src/server/main.ts',
  admin: 'src/server/cli/admin.ts',
  migrate: 'src/server/cli/migrate.ts',
  backup: 'src/server/cli/backup.ts',
  restore: 'src/server/cli/restore.ts',
  secrets: 'src/server/cli/secrets.ts',
};

function* filesUnder(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield target;
    return;
  }
  for (const entry of fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.endsWith('.test.ts')) continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(input)) {
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Writes .br and .gz beside every text asset, so the server sends them compressed without spending
 * CPU per request (@fastify/static's preCompressed).
 */
async function precompressAssets(dir) {
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(js|css|svg|json|txt|html)$/.test(name)) continue;
    const file = path.join(dir, name);
    const content = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

const hash = inputsHash();
const upToDate = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
if (process.argv.includes('--if-needed') && upToDate) process.exit(0);

console.log('Building the web app and the server…');
fs.rmSync(stampFile, { force: true });
const { build: viteBuild } = await import('vite');
await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
// The same app for the server, which renders customer pages with it (src/web/render-page.tsx).
await viteBuild({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'render-page.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
  },
});

await precompressAssets(path.join(distDir, 'web', 'assets'));
const esbuild = await import('esbuild');
// The link preview pictures (PNG, made with sharp from an SVG; src/server/web-pages/preview-image.ts),
// bundled as the server is and run here.
const previewScript = path.join(distDir, '.build', 'preview-image.mjs');
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['src/server/web-pages/preview-image.ts'],
  outfile: previewScript,
  ...SERVER_BUNDLE_OPTIONS,
  sourcemap: false,
});
const { writePreviewImages } = await import(pathToFileURL(previewScript).href);
await writePreviewImages(path.join(distDir, 'web'));
await esbuild.build({
  absWorkingDir: root,
  entryPoints: { ...serverEntries, ...SERVER_WORKER_ENTRIES },
  outdir: path.join(distDir, 'server'),
  ...SERVER_BUNDLE_OPTIONS,
});
fs.writeFileSync(stampFile, hash);
console.log('Build complete.');
