import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { findTwoFactor } from '#server/repositories/admin-two-factor.repository.ts';
import { SecretsKeyError } from '#server/secrets/secret-box.ts';
import type { SecretsKeySource } from '#server/secrets/secrets-keys.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { backupHolds, tablesHolding } from '#server/testing/stored-text.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testKeyring } from '#server/testing/test-secrets.ts';
import { appCode, enrolTwoFactor, nextTimeStep, stopClock } from '#server/testing/two-factor.ts';
import { spendSecondFactor } from './second-factor.ts';
import { totpStepOf } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';
import { prepareTotpSecrets, resealTotpSecrets } from './totp-secrets-at-rest.ts';

let t: TestApp;
let adminId: string;
let secret: string;
beforeEach(async () => {
  stopClock();
  t = await createTestApp();
  const headers = await signedInAdmin(t);
  ({ secret } = await enrolTwoFactor(t, headers));
  const row = await t.db.kysely.selectFrom('adminTwoFactor').select('adminId').executeTakeFirst();
  adminId = row?.adminId ?? '';
  nextTimeStep();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const stored = async () => (await findTwoFactor(t.db.kysely, adminId))?.secret ?? '';
const source = (keyring = t.secrets, save?: () => void): SecretsKeySource => ({
  keyring,
  origin: 'SECRETS_KEY',
  save,
});
const codeWorks = (keyring = t.secrets) =>
  spendSecondFactor(t.db.kysely, keyring, adminId, appCode(secret), new Date());

describe('two-factor secrets at rest', () => {
  it('are sealed: no table nor backup holds one, and the stored value makes no code', async () => {
    expect(await tablesHolding(t.db, secret)).toEqual([]);
    if (t.dataDir) expect(await backupHolds(t.dataDir, secret)).toBe(false);
    // Read as an authenticator app would read it, the stored value gives no right code.
    expect(totpStepOf(base32Of(await stored()), appCode(secret), new Date())).toBeNull();
    await expect(codeWorks(testKeyring())).rejects.toThrow(SecretsKeyError);
    expect(await codeWorks()).toBe('app');
  });

  it('kept in clear before are sealed at start, and their codes still work', async () => {
    await t.db.kysely.updateTable('adminTwoFactor').set({ secret }).execute();
    await prepareTotpSecrets(t.db.kysely, source());
    expect(await stored()).not.toContain(secret);
    expect(openTotpSecret(t.secrets, adminId, await stored())).toBe(secret);
    expect(await codeWorks()).toBe('app');
  });

  it('stop the start with a clear message when the key is not theirs, changing nothing', async () => {
    const before = await stored();
    const save = vi.fn();
    const start = prepareTotpSecrets(t.db.kysely, source(testKeyring(), save));
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      /The secrets key \(SECRETS_KEY\) does not open the two-factor secrets of 1 account/,
    );
    expect(save).not.toHaveBeenCalled();
    expect(await stored()).toBe(before);
    // The right key starts, and writes a new key's file only then.
    await prepareTotpSecrets(t.db.kysely, source(t.secrets, save));
    expect(save).toHaveBeenCalledOnce();
  });

  it('are sealed anew with the new key in a rotation; the old key is then not needed', async () => {
    const rotated = { keys: [testKeyring().keys[0], ...t.secrets.keys] } as typeof t.secrets;
    expect(await resealTotpSecrets(t.db.kysely, rotated)).toBe(1);
    const newOnly = { keys: rotated.keys.slice(0, 1) };
    await prepareTotpSecrets(t.db.kysely, source(newOnly));
    expect(await codeWorks(newOnly)).toBe('app');
    await expect(prepareTotpSecrets(t.db.kysely, source(t.secrets))).rejects.toThrow(ConfigError);
  });
});

/** The stored value in the base32 alphabet an app would take (it refuses other characters). */
function base32Of(value: string): string {
  return value.toUpperCase().replace(/[^A-Z2-7]/g, '');
}
