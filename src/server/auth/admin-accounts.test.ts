import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findAdminByEmail, setAdminRights } from '../repositories/admins.repository';
import { isResetTokenUsable } from '../repositories/password-reset-tokens.repository';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin } from '../testing/admin-session';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app';
import { createOrResetAdmin } from './admin-accounts';
import { requestPasswordReset } from './password-reset';
import { hashPassword, verifyPassword } from './passwords';
import { resolveSession, startSession } from './sessions';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const account = async () => {
  const admin = await findAdminByEmail(t.db.kysely, ADMIN_EMAIL);
  if (!admin) throw new Error('no account');
  return admin;
};

describe('npm run admin -- create', () => {
  it('creates an admin who can sign in', async () => {
    const outcome = await createOrResetAdmin(
      t.db.kysely,
      ADMIN_EMAIL,
      await hashPassword(ADMIN_PASSWORD),
    );
    expect(outcome).toBe('created');
    const admin = await account();
    expect(admin.isAdmin).toBe(1);
    expect(await verifyPassword(admin.passwordHash, ADMIN_PASSWORD)).toBe(true);
  });

  it('gives an existing account its new password and rights, and ends what the old one opened', async () => {
    await createAdmin(t);
    const { id } = await account();
    const session = await startSession(t.db.kysely, id);
    await requestPasswordReset(t.db.kysely, TEST_PUBLIC_URL, ADMIN_EMAIL);
    await requestPasswordReset(t.db.kysely, TEST_PUBLIC_URL, ADMIN_EMAIL);
    const links = await t.db.kysely.selectFrom('passwordResetTokens').select('id').execute();
    expect(links).toHaveLength(2);
    await setAdminRights(t.db.kysely, id, false);

    const outcome = await createOrResetAdmin(
      t.db.kysely,
      ADMIN_EMAIL,
      await hashPassword('a-brand-new-password'),
    );
    expect(outcome).toBe('updated');
    const admin = await account();
    expect(admin.isAdmin).toBe(1);
    expect(await verifyPassword(admin.passwordHash, 'a-brand-new-password')).toBe(true);
    expect(await resolveSession(t.db.kysely, session)).toBeUndefined();
    for (const link of links) {
      expect(await isResetTokenUsable(t.db.kysely, link.id, new Date())).toBe(false);
    }
  });
});
