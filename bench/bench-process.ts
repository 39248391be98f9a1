import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchServer {
  url: string;
  cookie: string;
  dataDir: string;
  stop(): Promise<void>;
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
      '--import',
      'tsx',
      new URL('./bench-server.ts', import.meta.url).pathname,
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
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
