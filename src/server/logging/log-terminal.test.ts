import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '#server/testing/server-process.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RUNNING = 'HSRP booking is running at';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-log-terminal-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The server started in a pseudo-terminal (util-linux `script`), as an owner starts it by hand;
 * resolves with what it printed up to its "running" line.
 */
async function startedInATerminal(env: Record<string, string>): Promise<string> {
  const command = `${process.execPath} --import tsx src/server/main.ts`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: REPO_ROOT,
    // Its own process group: ending it ends `script` and the server under it.
    detached: true,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TERM: 'xterm', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not started:\n${printed}`)), 30_000);
      const onData = (chunk: Buffer) => {
        printed += chunk.toString('utf8');
        if (/No admin account yet[^\n]*\n/.test(printed)) {
          clearTimeout(timer);
          resolve(printed);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', () => reject(new Error(`exited:\n${printed}`)));
    });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) =>
      child.exitCode === null ? child.once('exit', resolve) : resolve(null),
    );
  }
}

describe('the server log', () => {
  it('is readable lines in a terminal, start-up hints included', { timeout: 45_000 }, async () => {
    const printed = await startedInATerminal({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://plates.example.in',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // No colours, so the words can be read here as a person reads them.
      NO_COLOR: '1',
    });
    const lines = printed.split(/\r?\n/).filter(Boolean);
    const running = lines.find((line) => line.includes(RUNNING));
    expect(running).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d IST INFO: HSRP booking is running at http:\/\/plates\.example\.in$/,
    );
    expect(printed).toMatch(/ WARN: NODE_ENV=production, but the site's address is http:/);
    expect(printed).toMatch(/ WARN: SMTP_URL is not set/);
    for (const line of lines) expect(line).not.toMatch(/^\{/);
  });

  it('is JSON lines without a terminal, start-up hints included', { timeout: 45_000 }, async () => {
    const server = await startServerProcess(dataDir, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://plates.example.in',
      LOG_LEVEL: 'info',
    });
    try {
      const line = await server.waitForLine((printed) => printed.includes('No admin account yet'));
      expect(JSON.parse(line)).toMatchObject({ level: 30, msg: expect.any(String) });
      const running = server.lines.find((printed) => printed.includes(RUNNING)) ?? '';
      expect(JSON.parse(running)).toMatchObject({
        msg: `${RUNNING} http://plates.example.in`,
      });
      const warning = server.lines.find((printed) => printed.includes('travel unencrypted')) ?? '';
      expect(JSON.parse(warning)).toMatchObject({ level: 40 });
      for (const printed of server.lines.filter(Boolean)) {
        expect(() => JSON.parse(printed)).not.toThrow();
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
