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

const fromSources = new Map<ServerWorkerName, Promise<URL>>();

/** Bundled once per process, into a file named by its content (so processes share it). */
function workerFromSources(name: ServerWorkerName): Promise<URL> {
  let script = fromSources.get(name);
  if (!script) {
    script = bundleFromSources(name);
    fromSources.set(name, script);
  }
  return script;
}

async function bundleFromSources(name: ServerWorkerName): Promise<URL> {
  const [{ build }, { SERVER_BUNDLE_OPTIONS, SERVER_WORKER_ENTRIES }] = await Promise.all([
    import('esbuild'),
    import('#scripts/server-bundle.mjs'),
  ]);
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const { outputFiles } = await build({
    ...SERVER_BUNDLE_OPTIONS,
    absWorkingDir: root,
    entryPoints: [path.join(root, SERVER_WORKER_ENTRIES[name])],
    outfile: `${name}.mjs`,
    sourcemap: 'inline',
    write: false,
  });
  const code = outputFiles?.[0]?.contents ?? new Uint8Array();
  // Inside node_modules, where the bundle's imports of packages resolve.
  const dir = path.join(root, 'node_modules', '.cache', 'hsrp-server-workers');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(dir, `${name}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, file);
  }
  return pathToFileURL(file);
}
