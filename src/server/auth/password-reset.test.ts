import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmin } from '#server/testing/admin-session.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { canMailResetLinks, confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import * as passwords from './passwords.ts';

vi.mock('./passwords.ts', { spy: true });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await createAdmin(t);
  vi.mocked(passwords.hashPassword).mockClear();
});
afterEach(async () => {
  await t.close();
});

async function mailedToken(): Promise<string> {
  await requestPasswordReset(t.db.kysely, TEST_PUBLIC_URL, 'staff@hsrp.test', '10.0.0.1');
  const mail = await t.db.kysely
    .selectFrom('outboxMails')
    .select('secret')
    .where('kind', '=', 'password-reset')
    .executeTakeFirstOrThrow();
  return mail.secret ?? '';
}

describe('confirmPasswordReset', () => {
  it('turns a made-up token away before the slow password hashing', async () => {
    await expect(
      confirmPasswordReset(t.db.kysely, 'x'.repeat(43), 'a-brand-new-password', '10.0.0.1'),
    ).rejects.toThrow(ADMIN_MESSAGES.resetLinkInvalid);
    expect(passwords.hashPassword).not.toHaveBeenCalled();
  });

  it('turns a used token away before hashing too, and hashes once for a live one', async () => {
    const token = await mailedToken();
    await confirmPasswordReset(t.db.kysely, token, 'a-brand-new-password', '10.0.0.1');
    expect(passwords.hashPassword).toHaveBeenCalledTimes(1);
    await expect(
      confirmPasswordReset(t.db.kysely, token, 'another-new-password', '10.0.0.1'),
    ).rejects.toThrow(ADMIN_MESSAGES.resetLinkInvalid);
    expect(passwords.hashPassword).toHaveBeenCalledTimes(1);
  });
});

describe('canMailResetLinks', () => {
  it('mails links through SMTP, or to the log only away from production', () => {
    expect(canMailResetLinks({ nodeEnv: 'production', smtpUrl: undefined })).toBe(false);
    expect(canMailResetLinks({ nodeEnv: 'production', smtpUrl: 'smtp://mail:587' })).toBe(true);
    expect(canMailResetLinks({ nodeEnv: 'development', smtpUrl: undefined })).toBe(true);
  });
});
