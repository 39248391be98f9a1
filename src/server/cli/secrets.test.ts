import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '#server/auth/admin-accounts.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { openTotpSecret, sealTotpSecret } from '#server/auth/totp-secret.ts';
import { type AppDb, openSqliteDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { findTwoFactor } from '#server/repositories/admin-two-factor.repository.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { newSecretsKey } from '#server/secrets/secret-box.ts';
import { loadSecretsKeys, SECRETS_KEY_FILE_NAME } from '#server/secrets/secrets-keys.ts';
import { isPostgresRun } from '#server/testing/test-database.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
const SECRET = 'JBSWY3DPEHPK3PXP';

let dataDir: string;
let db: AppDb;
let adminId: string;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-secrets-'));
  db = openSqliteDb(dataDir);
  await migrateToLatest(db);
  await createOrResetAdmin(db.kysely, 'owner@hsrp.test', await hashPassword('the-password-1'));
  adminId = (await findAdminByEmail(db.kysely, 'owner@hsrp.test'))?.id ?? '';
  // Enrolled with the key file a first start made.
  const first = loadSecretsKeys({ dataDir });
  first.save?.();
  const at = new Date().toISOString();
  await db.kysely
    .insertInto('adminTwoFactor')
    .values({
      adminId,
      secret: sealTotpSecret(first.keyring, adminId, SECRET),
      createdAt: at,
      enabledAt: at,
      lastUsedStep: 1,
    })
    .execute();
});
afterEach(async () => {
  await db.kysely.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const cli = (file: string, args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', `src/server/cli/${file}`, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
  });
const stored = async () => (await findTwoFactor(db.kysely, adminId))?.secret ?? '';

describe.skipIf(isPostgresRun())('npm run secrets', { timeout: 60_000 }, () => {
  it('rotate: a new key file, every secret sealed with it, the old key gone', async () => {
    const file = path.join(dataDir, SECRETS_KEY_FILE_NAME);
    const oldFile = fs.readFileSync(file, 'utf8');
    const { stdout } = await cli('secrets.ts', ['rotate']);
    expect(stdout).toMatch(/^Sealed 1 two-factor secret\(s\) with key [0-9a-f]{16}\./);
    const newFile = fs.readFileSync(file, 'utf8');
    expect(newFile.trim().split('\n')).toHaveLength(1);
    expect(newFile).not.toBe(oldFile);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(openTotpSecret(loadSecretsKeys({ dataDir }).keyring, adminId, await stored())).toBe(
      SECRET,
    );
  });

  it('a start with the wrong key stops, saying so, and changes nothing', async () => {
    const before = await stored();
    const failed = cli('migrate.ts', [], { SECRETS_KEY: newSecretsKey() });
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^The secrets key \(SECRETS_KEY\) does not open the two-factor secrets of 1 account\(s\), sealed with key [0-9a-f]{16}\./,
      ),
    });
    expect(await stored()).toBe(before);
  });

  it('new-key prints a key SECRETS_KEY takes', async () => {
    const { stdout } = await cli('secrets.ts', ['new-key']);
    expect(stdout.trim()).toMatch(/^[\w-]{43}$/);
    expect(loadSecretsKeys({ dataDir, secretsKey: stdout.trim() }).keyring.keys).toHaveLength(1);
  });
});
