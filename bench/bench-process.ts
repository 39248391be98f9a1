import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS, SERVER_WORKER_ENTRIES } from '#scripts/server-bundle.mjs';

export interface BenchServer {
  url: string;
  cookie: string;
  dataDir: string;
  /** The server's process id, for its memory (/proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

let bundled: Promise<string> | undefined;

/**
 * bench-server.ts bundled as the server is (SERVER_BUNDLE_OPTIONS), so the benchmark measures the
 * code that ships (run through tsx, every function carried a naming helper, about 2% of a profile).
 * Inside node_modules, where the bundle's imports of packages resolve.
 */
function benchServerBundle(): Promise<string> {
  bundled ??= (async () => {
    // One per checkout: worktrees share node_modules, and one's bench must not run another's code.
    const checkout = createHash('sha256').update(root).digest('hex').slice(0, 8);
    const outdir = path.join(root, 'node_modules', '.cache', 'hsrp-bench', `server-${checkout}`);
    await build({
      absWorkingDir: root,
      // The worker threads beside it, as in dist/server (statement-worker.mjs).
      entryPoints: {
        'bench-server': path.join(root, 'bench', 'bench-server.ts'),
        ...SERVER_WORKER_ENTRIES,
      },
      outdir,
      outExtension: { '.js': '.mjs' },
      ...SERVER_BUNDLE_OPTIONS,
    });
    const outfile = path.join(outdir, 'bench-server.mjs');
    return outfile;
  })();
  return bundled;
}

/** Starts bench-server.ts in its own process (so the load generator does not share its core). */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<folder> writes a CPU profile of the server there.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      '--enable-source-maps',
      await benchServerBundle(),
    ],
    {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { url, cookie, dataDir } = JSON.parse(first) as {
    url: string;
    cookie: string;
    dataDir: string;
  };
  return {
    url,
    cookie,
    dataDir,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
