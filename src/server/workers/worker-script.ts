/**
 * Where a worker thread the server starts gets its code. Each worker is an entry of its own in
 * the bundle (SERVER_WORKER_ENTRIES in scripts/server-bundle.mjs), written beside the server's
 * (dist/server/, the benchmark's server) with the bundle's own extension. From the TypeScript
 * sources (tests, `npm run dev:server`) the entry is bundled the same way on first use: run
 * through tsx instead, a thread compiles every module itself (pdfjs's 4 MB of JavaScript passed
 * the statement worker's heap limit before reading a byte), and under the test runner a thread
 * cannot load TypeScript at all.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerWorkerName } from '#scripts/server-bundle.mjs';

export async function workerScript(name: ServerWorkerName): Promise<URL> {
  // Bundled, every module's import.meta.url is the bundle's own.
  if (!import.meta.url.endsWith('.ts')) {
    const extension = import.meta.url.endsWith('.mjs') ? 'mjs' : 'js';
    return new URL(`./${name}.${extension}`, import.meta.url);
  }
  return workerFromSources(name);
}

let fromSources: Promise<string> | undefined;

/**
 * Every worker bundled together, once per process, into a folder named by their content (so
 * processes share it): a worker that starts another finds it beside itself, as in dist/server.
 */
async function workerFromSources(name: ServerWorkerName): Promise<URL> {
  fromSources ??= bundleFromSources();
  return pathToFileURL(path.join(await fromSources, `${name}.mjs`));
}

async function bundleFromSources(): Promise<string> {
  const [{ build }, { SERVER_BUNDLE_OPTIONS, SERVER_WORKER_ENTRIES }] = await Promise.all([
    import('esbuild'),
    import('#scripts/server-bundle.mjs'),
  ]);
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  // Inside node_modules, where the bundles' imports of packages resolve.
  const cache = path.join(root, 'node_modules', '.cache', 'hsrp-server-workers');
  const { outputFiles = [] } = await build({
    ...SERVER_BUNDLE_OPTIONS,
    absWorkingDir: root,
    entryPoints: SERVER_WORKER_ENTRIES,
    outdir: cache,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'inline',
    write: false,
  });
  const hash = createHash('sha256');
  for (const file of outputFiles) hash.update(path.basename(file.path)).update(file.contents);
  const dir = path.join(cache, hash.digest('hex').slice(0, 16));
  if (!fs.existsSync(dir)) {
    const partial = `${dir}.${process.pid}`;
    fs.mkdirSync(partial, { recursive: true });
    for (const file of outputFiles) {
      fs.writeFileSync(path.join(partial, path.basename(file.path)), file.contents);
    }
    try {
      fs.renameSync(partial, dir);
    } catch (error) {
      // Another process wrote the same folder first.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(dir)) throw error;
    }
  }
  return dir;
}
