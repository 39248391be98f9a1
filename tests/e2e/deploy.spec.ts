import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
// No browser here, so not support/test.ts (its fixture starts a server of its own).
import { expect, test } from '@playwright/test';
import { loadConfig, plainHttpWarning } from '#server/config.ts';
import { inspectDatabase } from '#server/db/sqlite-backup.ts';
import { MAX_STATEMENT_BYTES } from '#server/payments/statement-bytes.ts';
import { freePort } from '#server/testing/server-process.ts';
import { API_PATHS } from '#shared/api-paths.ts';

/**
 * The deploy/ files as an owner installs them (README, "Going live"): the app is started from
 * the systemd unit's ExecStart with the environment file, changing only what must differ on a
 * test machine, and the proxy configurations are held to the port and limits the app uses.
 */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, 'deploy', file), 'utf8');

const UNIT = read('hsrp-booking.service');
const BACKUP_UNIT = read('hsrp-booking-backup.service');
const BACKUP_TIMER = read('hsrp-booking-backup.timer');
const ENV_FILE_TEXT = read('hsrp-booking.env.example');
const CADDYFILE = read('Caddyfile');
const NGINX = read('nginx.conf');
/** The environment file as Node's own --env-file reads it. */
const ENV = parseEnv(ENV_FILE_TEXT) as Record<string, string>;

/** Every `Key=value` of a unit's for `key`, in order (commented lines are not). */
function unitSettings(key: string, unit = UNIT): string[] {
  return [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]?.trim() ?? '');
}

/** A `Key=value` of the unit's (the last, as systemd takes it); undefined when missing. */
function unitSetting(key: string, unit = UNIT): string | undefined {
  return unitSettings(key, unit).at(-1);
}

/** A command line as systemd splits it: words, or `sh -c '…'` with its script whole. */
function commandWords(line: string): string[] {
  const script = /^(\S+) -c '(.*)'$/.exec(line);
  // systemd writes a literal % as %%.
  if (script) return [script[1] ?? '', '-c', (script[2] ?? '').replaceAll('%%', '%')];
  return line.split(/\s+/);
}

/** A size as Caddy writes it (21MiB, 20MB) or nginx does (21m), in bytes. */
function bytesOf(size: string): number {
  const match = /^(\d+)\s*([kmg]?)(i?)b?$/i.exec(size.trim());
  if (!match) throw new Error(`not a size: ${size}`);
  const [, digits = '', unit = '', binary] = match;
  const step = binary || /^\d+[kmg]$/i.test(size.trim()) ? 1024 : 1000;
  return Number(digits) * step ** ' kmg'.indexOf(unit.toLowerCase() || ' ');
}

test.describe('the deploy files', () => {
  test('name every setting an owner must set, with values the app takes for production', () => {
    for (const name of [
      'NODE_ENV',
      'PUBLIC_URL',
      'HOST',
      'PORT',
      'TRUST_PROXY',
      'DATA_DIR',
      'SMTP_URL',
      'MAIL_FROM',
      'ADMIN_EMAIL',
      'LOG_LEVEL',
    ]) {
      expect(ENV[name], name).toBeTruthy();
    }
    // The PostgreSQL settings are there to fill in for several instances.
    expect(ENV_FILE_TEXT).toMatch(/^# DATABASE_URL=postgres:\/\//m);
    expect(ENV_FILE_TEXT).toMatch(/^# SECRETS_KEY=/m);
    const config = loadConfig(ENV);
    expect(config.nodeEnv).toBe('production');
    expect(config.publicUrl).toMatch(/^https:\/\//);
    expect(plainHttpWarning(config)).toBeUndefined();
    expect(config.trustProxy).toBe('loopback');
    expect(config.mailFrom).toBe('Your Business Name <bookings@example.in>');
  });

  test('give the service its settings file, a restart, and DATA_DIR as the only place it writes', () => {
    expect(unitSetting('ExecStart')).toBe(
      '/usr/bin/node --env-file=/etc/hsrp-booking/hsrp-booking.env --enable-source-maps dist/server/main.js',
    );
    expect(unitSetting('Restart')).toBe('on-failure');
    expect(unitSetting('User')).toBe('hsrp');
    expect(unitSetting('NoNewPrivileges')).toBe('true');
    expect(unitSetting('ProtectSystem')).toBe('strict');
    expect(unitSetting('ReadWritePaths')).toBe(ENV.DATA_DIR);
    expect(`/var/lib/${unitSetting('StateDirectory')}`).toBe(ENV.DATA_DIR);
    // Longer than the app's own 15 s drain, so systemd never kills it mid-drain.
    expect(Number(unitSetting('TimeoutStopSec'))).toBeGreaterThan(15);
  });

  test("point the proxies at the app's address, with room for the 20 MB statement upload", () => {
    const app = `${ENV.HOST}:${ENV.PORT}`;
    const domain = new URL(ENV.PUBLIC_URL ?? '').host;
    expect(ENV.HOST).toBe('127.0.0.1');
    expect(ENV.TRUST_PROXY).toBe('loopback');

    // Caddy: the site named by PUBLIC_URL (automatic HTTPS), proxied to the app.
    expect(CADDYFILE).toMatch(new RegExp(`^${domain.replaceAll('.', '\\.')} \\{`, 'm'));
    expect(/^\s*reverse_proxy\s+(\S+)/m.exec(CADDYFILE)?.[1]).toBe(app);
    const caddyLimit = bytesOf(/^\s*max_size\s+(\S+)/m.exec(CADDYFILE)?.[1] ?? '');
    expect(caddyLimit).toBeGreaterThan(MAX_STATEMENT_BYTES);
    expect(caddyLimit).toBeLessThan(MAX_STATEMENT_BYTES * 1.25);

    // nginx: the same, plus its limits and the forwarded headers the app trusts.
    expect(/^\s*server\s+(\S+);/m.exec(NGINX)?.[1]).toBe(app);
    for (const server of NGINX.matchAll(/^\s*server_name\s+([^;]+);/gm)) {
      expect(server[1]).toBe(domain);
    }
    expect(NGINX).toContain(`/etc/letsencrypt/live/${domain}/fullchain.pem`);
    const nginxLimit = bytesOf(/^\s*client_max_body_size\s+(\S+);/m.exec(NGINX)?.[1] ?? '');
    expect(nginxLimit).toBeGreaterThan(MAX_STATEMENT_BYTES);
    expect(nginxLimit).toBeLessThan(MAX_STATEMENT_BYTES * 1.25);
    expect(NGINX).toMatch(/location \/api\/ \{\s*limit_req zone=hsrp_api burst=40 nodelay;/);
    expect(NGINX).toMatch(/^\s*limit_conn hsrp_conn 20;/m);
    expect(NGINX).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
    expect(NGINX).toMatch(/^\s*proxy_set_header X-Forwarded-Proto \$scheme;/m);
    expect(NGINX).toMatch(
      new RegExp(`location ${API_PATHS.storefrontEvents} \\{[^}]*proxy_buffering off;`),
    );
    // Every location reaches the app (or sends plain http on to https).
    for (const location of NGINX.matchAll(/location (\S+) \{([^}]*)\}/g)) {
      expect(location[2], location[1]).toMatch(
        /proxy_pass http:\/\/hsrp_booking;|return 301|root /,
      );
    }
  });

  test.describe('started as systemd starts it', () => {
    let child: ChildProcess;
    let lines: string[];
    let appUrl: string;
    let tmp: string;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-deploy-'));
      const port = await freePort();
      // The owner's file, with only the data folder and the port this machine needs.
      const envFile = path.join(tmp, 'hsrp-booking.env');
      fs.writeFileSync(
        envFile,
        ENV_FILE_TEXT.replace(/^DATA_DIR=.*$/m, `DATA_DIR=${path.join(tmp, 'data')}`).replace(
          /^PORT=.*$/m,
          `PORT=${port}`,
        ),
      );
      const [node, ...args] = (unitSetting('ExecStart') ?? '').split(/\s+/);
      expect(node).toBe('/usr/bin/node');
      const argv = args.map((arg) =>
        arg.startsWith('--env-file=') ? `--env-file=${envFile}` : arg,
      );
      // systemd starts it with a clean environment: the settings come from the file alone.
      child = spawn(process.execPath, argv, {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      lines = [];
      let partial = '';
      const onData = (chunk: Buffer) => {
        const complete = (partial + chunk.toString('utf8')).split('\n');
        partial = complete.pop() ?? '';
        lines.push(...complete);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      appUrl = `http://${ENV.HOST}:${port}`;
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`it exited:\n${lines.join('\n')}`);
        const ready = await fetch(`${appUrl}/readyz`).then(
          (res) => res.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`not ready:\n${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });

    test.afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    /** A request as the proxy passes it on: the client's address and https in the headers. */
    const viaProxy = (client: string, init: RequestInit = {}) => ({
      ...init,
      headers: {
        'x-forwarded-for': client,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': new URL(ENV.PUBLIC_URL ?? '').host,
        ...init.headers,
      },
    });

    test('serves the site over the https address, logging JSON lines with no plain-http warning', async () => {
      const page = await fetch(`${appUrl}/`, viaProxy('203.0.113.7'));
      expect(page.status).toBe(200);
      // PUBLIC_URL is https: browsers are told to keep to it.
      expect(page.headers.get('strict-transport-security')).toContain('max-age=');
      const printed = lines.filter(Boolean);
      const running = printed.find((line) => line.includes('HSRP booking is running at'));
      expect(JSON.parse(running ?? '')).toMatchObject({
        msg: `HSRP booking is running at ${ENV.PUBLIC_URL}`,
      });
      expect(printed.join('\n')).not.toContain('travel unencrypted');
    });

    test("sees each customer's own address through the proxy (TRUST_PROXY)", async () => {
      const answer = await fetch(`${appUrl}${API_PATHS.policies}`, viaProxy('203.0.113.9'));
      expect(answer.status).toBe(200);
      await expect
        .poll(() =>
          lines
            .filter((line) => line.includes(API_PATHS.policies))
            .map((line) => JSON.parse(line).req?.remoteAddress),
        )
        .toContain('203.0.113.9');

      // Sign-in limits count per client: one address's wrong guesses leave another's alone.
      const signIn = (client: string) =>
        fetch(
          `${appUrl}${API_PATHS.admin.session}`,
          viaProxy(client, {
            method: 'POST',
            headers: { origin: ENV.PUBLIC_URL ?? '', 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'owner@example.in', password: 'not-the-password-1' }),
          }),
        );
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        statuses.push((await signIn('198.51.100.4')).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses[5]).toBe(429);
      expect((await signIn('198.51.100.77')).status).toBe(401);
    });

    test('backs up the database while it serves, as the nightly timer does', () => {
      expect(unitSetting('OnCalendar', BACKUP_TIMER)).toBe('*-*-* 02:30:00 Asia/Kolkata');
      expect(unitSetting('User', BACKUP_UNIT)).toBe(unitSetting('User'));
      expect(unitSetting('WorkingDirectory', BACKUP_UNIT)).toBe(unitSetting('WorkingDirectory'));
      const dataDir = path.join(tmp, 'data');
      const commands = ['ExecStartPre', 'ExecStart', 'ExecStartPost'].flatMap((key) =>
        unitSettings(key, BACKUP_UNIT),
      );
      expect(commands).toHaveLength(3);
      for (const line of commands) {
        // The same substitutions as the app's: this machine's data folder, settings file and node.
        const [command = '', ...args] = commandWords(
          line
            .replaceAll(ENV.DATA_DIR ?? '', dataDir)
            .replaceAll('/etc/hsrp-booking/hsrp-booking.env', path.join(tmp, 'hsrp-booking.env'))
            .replaceAll('/usr/bin/node', process.execPath),
        );
        const run = spawnSync(command, args, {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '' },
        });
        expect(run.status, `${line}\n${run.stderr}`).toBe(0);
      }
      const backups = fs.readdirSync(path.join(dataDir, 'backups'));
      expect(backups).toEqual([expect.stringMatching(/^hsrp-\d{4}-\d\d-\d\d\.sqlite$/)]);
      const backup = path.join(dataDir, 'backups', backups[0] ?? '');
      expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
      expect(() => inspectDatabase(backup)).not.toThrow();
    });

    test('stops cleanly on SIGTERM, as systemctl stop sends it', async () => {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  });
});
