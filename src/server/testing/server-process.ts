import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server printed so far (JSON log lines and plain messages). */
  lines: string[];
  /** Resolves with the first line (printed before or after the call) that matches. */
  waitForLine(matches: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves when the process has ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A TCP port free on 127.0.0.1 at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (src/server/main.ts, as `npm run dev:server` runs it) in a process of its own on
 * `dataDir`, ready once /readyz answers 200. Only the variables given here reach it, so a
 * developer's DATABASE_URL or SMTP_URL never does. `built` runs the bundle instead
 * (dist/server/main.js, serving the built web app), as browser tests need.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  { built = false, bundle }: { built?: boolean; bundle?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // `bundle`: a server bundled by the test itself (e.g. beside its worker entries). A bundle runs
  // with the flags `npm start` gives it.
  const entry = bundle
    ? ['--enable-source-maps', bundle]
    : built
      ? ['--enable-source-maps', 'dist/server/main.js']
      : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  let partial = '';
  const onData = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      for (const waiter of waiters) waiter(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  function waitForLine(matches: (line: string) => boolean, waitMs = 30_000): Promise<string> {
    const seen = lines.find(matches);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching line within ${waitMs} ms; printed:\n${lines.join('\n')}`));
      }, waitMs);
      const check = (line: string) => {
        if (!matches(line)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(line);
      };
      waiters.add(check);
    });
  }

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`the server exited while starting:\n${lines.join('\n')}`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, child, lines, waitForLine, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
