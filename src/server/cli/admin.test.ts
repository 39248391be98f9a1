import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '#server/auth/admin-accounts.ts';
import { COMMON_PASSWORD_MESSAGE } from '#server/auth/password-policy.ts';
import { requestPasswordReset } from '#server/auth/password-reset.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { resolveSession, startSession } from '#server/auth/sessions.ts';
import { type AppDb, openSqliteDb } from '#server/db/app-db.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import {
  isTwoFactorOn,
  replaceRecoveryCodes,
} from '#server/repositories/admin-two-factor.repository.ts';
import { findAdminByEmail } from '#server/repositories/admins.repository.ts';
import { usableResetTokenEmail } from '#server/repositories/password-reset-tokens.repository.ts';
import { startServerProcess } from '#server/testing/server-process.ts';
import { isPostgresRun } from '#server/testing/test-database.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
const EMAIL = 'owner@hsrp.test';

let dataDir: string;
let db: AppDb;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-cli-'));
  db = openSqliteDb(dataDir);
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.kysely.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- create <email>` as the owner runs it, on this test's SQLite folder. */
function create(password: string, env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'create', EMAIL], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ADMIN_PASSWORD: password, ...env },
  });
}

// The command's own database is the SQLite folder; the PostgreSQL pass covers the same service
// through createOrResetAdmin (auth/admin-accounts.test.ts).
describe.skipIf(isPostgresRun())('npm run admin -- create', { timeout: 60_000 }, () => {
  it('refuses a short or common password, as a reset link does', async () => {
    await expect(create('short-pass')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Use at least 12 characters.'),
    });
    await expect(create('Password1234')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(COMMON_PASSWORD_MESSAGE),
    });
    expect(await findAdminByEmail(db.kysely, EMAIL)).toBeUndefined();
  });

  it('fails with a message, creating nothing, when there is no terminal and no ADMIN_PASSWORD', async () => {
    const pending = run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', 'create', EMAIL],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
    );
    // Nothing to read: the input ends at once, as with a service manager or `< /dev/null`.
    pending.child.stdin?.end();
    await expect(pending).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('set ADMIN_PASSWORD, or run the command in a terminal'),
    });
    expect(await findAdminByEmail(db.kysely, EMAIL)).toBeUndefined();
  });

  it('prints the sign-in link at the address the server runs on, not port 3000', async () => {
    const server = await startServerProcess(dataDir);
    try {
      const { stdout } = await create('a-brand-new-password');
      expect(server.url).not.toContain(':3000');
      expect(stdout).toContain(`Sign in at ${server.url}${PAGE_PATHS.admin.login}`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }

    await db.kysely.deleteFrom('admins').execute();
    const named = await create('a-brand-new-password', { PUBLIC_URL: 'https://book.example.in' });
    expect(named.stdout).toContain(`Sign in at https://book.example.in${PAGE_PATHS.admin.login}`);
  });

  it('ends the sessions and voids the reset links the old password left behind', async () => {
    await createOrResetAdmin(db.kysely, EMAIL, await hashPassword('the-old-password'));
    const admin = await findAdminByEmail(db.kysely, EMAIL);
    const session = await startSession(db.kysely, admin?.id ?? '');
    await requestPasswordReset(db.kysely, 'http://hsrp.test', EMAIL, '127.0.0.1');
    const [link] = await db.kysely.selectFrom('passwordResetTokens').select('id').execute();

    const { stdout } = await create('a-brand-new-password');
    expect(stdout).toContain(`Updated ${EMAIL}`);
    const updated = await findAdminByEmail(db.kysely, EMAIL);
    expect(await verifyPassword(updated?.passwordHash, 'a-brand-new-password')).toBe(true);
    expect(await resolveSession(db.kysely, session)).toBeUndefined();
    expect(await usableResetTokenEmail(db.kysely, link?.id ?? '', new Date())).toBeUndefined();
  });
});

describe.skipIf(isPostgresRun())('npm run admin -- two-factor-off', { timeout: 60_000 }, () => {
  it('turns off two-factor sign-in, so the owner who lost phone and codes gets back in', async () => {
    await createOrResetAdmin(db.kysely, EMAIL, await hashPassword('the-old-password'));
    const admin = await findAdminByEmail(db.kysely, EMAIL);
    const adminId = admin?.id ?? '';
    const at = new Date().toISOString();
    await db.kysely
      .insertInto('adminTwoFactor')
      .values({
        adminId,
        secret: 'JBSWY3DPEHPK3PXP',
        createdAt: at,
        enabledAt: at,
        lastUsedStep: 1,
      })
      .execute();
    await replaceRecoveryCodes(db.kysely, adminId, ['a'.repeat(64)], new Date());
    expect(await isTwoFactorOn(db.kysely, adminId)).toBe(true);

    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', 'two-factor-off', EMAIL],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
    );
    expect(stdout).toContain(`Turned off two-factor sign-in for ${EMAIL}.`);
    expect(await isTwoFactorOn(db.kysely, adminId)).toBe(false);
    expect(await db.kysely.selectFrom('adminRecoveryCodes').selectAll().execute()).toEqual([]);
  });
});
