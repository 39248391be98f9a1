import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findAdminByEmail,
  setAdminActive,
  setAdminRole,
} from '#server/repositories/admins.repository.ts';
import { usableResetTokenEmail } from '#server/repositories/password-reset-tokens.repository.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin } from '#server/testing/admin-session.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { createOrResetAdmin } from './admin-accounts.ts';
import { requestPasswordReset } from './password-reset.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { resolveSession, startSession } from './sessions.ts';

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
  it('creates an owner who can sign in', async () => {
    const outcome = await createOrResetAdmin(
      t.db.kysely,
      ADMIN_EMAIL,
      await hashPassword(ADMIN_PASSWORD),
    );
    expect(outcome).toBe('created');
    const admin = await account();
    expect(admin).toMatchObject({ isAdmin: 1, role: 'owner', lastSignInAt: null });
    expect(await verifyPassword(admin.passwordHash, ADMIN_PASSWORD)).toBe(true);
  });

  it('makes an existing account an active owner with its new password, and ends what the old one opened', async () => {
    await createAdmin(t);
    const { id } = await account();
    const session = await startSession(t.db.kysely, id);
    await requestPasswordReset(t.db.kysely, TEST_PUBLIC_URL, ADMIN_EMAIL, '10.0.0.1');
    await requestPasswordReset(t.db.kysely, TEST_PUBLIC_URL, ADMIN_EMAIL, '10.0.0.1');
    const links = await t.db.kysely.selectFrom('passwordResetTokens').select('id').execute();
    expect(links).toHaveLength(2);
    await setAdminActive(t.db.kysely, id, false);
    await setAdminRole(t.db.kysely, id, 'staff');

    const outcome = await createOrResetAdmin(
      t.db.kysely,
      ADMIN_EMAIL,
      await hashPassword('a-brand-new-password'),
    );
    expect(outcome).toBe('updated');
    const admin = await account();
    expect(admin).toMatchObject({ isAdmin: 1, role: 'owner' });
    expect(await verifyPassword(admin.passwordHash, 'a-brand-new-password')).toBe(true);
    expect(await resolveSession(t.db.kysely, session)).toBeUndefined();
    for (const link of links) {
      expect(await usableResetTokenEmail(t.db.kysely, link.id, new Date())).toBeUndefined();
    }
  });
});
