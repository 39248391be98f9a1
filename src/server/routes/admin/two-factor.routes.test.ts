import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recoveryCodeHash } from '#server/auth/recovery-codes.ts';
import { openTotpSecret } from '#server/auth/totp-secret.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SAME_ORIGIN,
  signedInAdmin,
} from '#server/testing/admin-session.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { appCode, enrolTwoFactor, nextTimeStep, stopClock } from '#server/testing/two-factor.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  stopClock();
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const status = async () => (await send('GET', API_PATHS.admin.twoFactor)).json();
const signInAnswer = async () =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.session,
    headers: SAME_ORIGIN,
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });

describe('setting up two-factor sign-in', () => {
  it('answers a secret, its otpauth URI and QR code, and turns on with the first code', async () => {
    expect(await status()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const started = await send('POST', API_PATHS.admin.twoFactorEnrolment);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${DEFAULT_SITE_INFO.name}:${ADMIN_EMAIL}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: DEFAULT_SITE_INFO.name,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
    // Waiting for its code, it is not on: signing in still needs the password alone.
    expect((await status()).enabled).toBe(false);
    expect((await signInAnswer()).statusCode).toBe(200);

    const wrong = await send('POST', API_PATHS.admin.twoFactorConfirm, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: TWO_FACTOR_MESSAGES.wrongCode,
      fieldErrors: { code: TWO_FACTOR_MESSAGES.wrongCode },
    });
    const confirmed = await send('POST', API_PATHS.admin.twoFactorConfirm, {
      code: appCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    expect(await status()).toEqual({
      enabled: true,
      enabledAt: new Date().toISOString(),
      recoveryCodesLeft: 10,
      required: false,
    });
    expect((await signInAnswer()).statusCode).toBe(202);
  });

  it('keeps only hashes of the recovery codes, and the secret sealed (decision 0038)', async () => {
    const { secret, recoveryCodes } = await enrolTwoFactor(t, headers);
    const stored = await t.db.kysely.selectFrom('adminRecoveryCodes').selectAll().execute();
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      recoveryCodes.map(recoveryCodeHash).sort(),
    );
    const dump = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replace(/-/g, ''));
    const row = await t.db.kysely
      .selectFrom('adminTwoFactor')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(openTotpSecret(t.secrets, row.adminId, row.secret)).toBe(secret);
  });

  it('uses up the confirming code: it cannot sign in after', async () => {
    const { secret } = await enrolTwoFactor(t, headers);
    const password = await signInAnswer();
    const pending = password.cookies.find((c) => c.name === 'hsrp_admin_sign_in');
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.sessionCode,
      headers: { ...SAME_ORIGIN, cookie: `hsrp_admin_sign_in=${pending?.value}` },
      payload: { code: appCode(secret) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('replaces a waiting secret on a new start, and confirms only the newest', async () => {
    const first = (await send('POST', API_PATHS.admin.twoFactorEnrolment)).json();
    const second = (await send('POST', API_PATHS.admin.twoFactorEnrolment)).json();
    expect(second.secret).not.toBe(first.secret);
    const stale = await send('POST', API_PATHS.admin.twoFactorConfirm, {
      code: appCode(first.secret),
    });
    expect(stale.statusCode).toBe(400);
    const fresh = await send('POST', API_PATHS.admin.twoFactorConfirm, {
      code: appCode(second.secret),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses to start or confirm again once it is on, and to confirm before a start', async () => {
    const confirmFirst = await send('POST', API_PATHS.admin.twoFactorConfirm, { code: '123456' });
    expect(confirmFirst.statusCode).toBe(409);
    expect(confirmFirst.json().message).toBe(TWO_FACTOR_MESSAGES.noEnrolment);
    const { secret } = await enrolTwoFactor(t, headers);
    nextTimeStep();
    const again = await send('POST', API_PATHS.admin.twoFactorEnrolment);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
    const reconfirm = await send('POST', API_PATHS.admin.twoFactorConfirm, {
      code: appCode(secret),
    });
    expect(reconfirm.statusCode).toBe(409);
    const row = await t.db.kysely
      .selectFrom('adminTwoFactor')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(openTotpSecret(t.secrets, row.adminId, row.secret)).toBe(secret);
  });

  it.each(['12345', '1234567', 'abcdef', ''])(
    'refuses the confirming code %j with a message',
    async (code) => {
      await send('POST', API_PATHS.admin.twoFactorEnrolment);
      const res = await send('POST', API_PATHS.admin.twoFactorConfirm, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    },
  );
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a current code', async () => {
    const { secret } = await enrolTwoFactor(t, headers);
    nextTimeStep();
    const wrongPassword = await send('POST', API_PATHS.admin.twoFactorDisable, {
      password: 'not-the-password',
      code: appCode(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors).toEqual({
      password: TWO_FACTOR_MESSAGES.wrongPassword,
    });
    const wrongCode = await send('POST', API_PATHS.admin.twoFactorDisable, {
      password: ADMIN_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fieldErrors).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    expect((await status()).enabled).toBe(true);

    const off = await send('POST', API_PATHS.admin.twoFactorDisable, {
      password: ADMIN_PASSWORD,
      code: appCode(secret),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.db.kysely.selectFrom('adminRecoveryCodes').selectAll().execute()).toEqual([]);
    expect((await signInAnswer()).statusCode).toBe(200);

    const twice = await send('POST', API_PATHS.admin.twoFactorDisable, {
      password: ADMIN_PASSWORD,
      code: appCode(secret),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(TWO_FACTOR_MESSAGES.notOn);
  });

  it('takes a recovery code as the current code', async () => {
    const { recoveryCodes } = await enrolTwoFactor(t, headers);
    const off = await send('POST', API_PATHS.admin.twoFactorDisable, {
      password: ADMIN_PASSWORD,
      code: recoveryCodes[3],
    });
    expect(off.statusCode).toBe(200);
  });

  it('counts wrong passwords toward the sign-in limit', async () => {
    const { secret } = await enrolTwoFactor(t, headers);
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      nextTimeStep();
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.admin.twoFactorDisable,
          headers,
          payload: { password: `wrong-${i}`, code: appCode(secret) },
          remoteAddress: '203.0.113.7',
        }),
      );
    }
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('new recovery codes', () => {
  it('need the password, and void the old ones', async () => {
    const { recoveryCodes: old } = await enrolTwoFactor(t, headers);
    const wrong = await send('POST', API_PATHS.admin.twoFactorRecoveryCodes, {
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await send('POST', API_PATHS.admin.twoFactorRecoveryCodes, {
      password: ADMIN_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((code: string) => old.includes(code))).toEqual([]);
    const stored = await t.db.kysely.selectFrom('adminRecoveryCodes').select('codeHash').execute();
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      recoveryCodes.map(recoveryCodeHash).sort(),
    );
  });

  it('are refused while two-factor sign-in is off', async () => {
    const res = await send('POST', API_PATHS.admin.twoFactorRecoveryCodes, {
      password: ADMIN_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.notOn);
  });
});

describe("the owner's setting for staff", () => {
  it('is off until turned on, and takes only true or false', async () => {
    const url = API_PATHS.admin.twoFactorStaffSetting;
    expect((await send('GET', url)).json()).toEqual({ requiredForStaff: false });
    expect((await send('PUT', url, { requiredForStaff: true })).json()).toEqual({
      requiredForStaff: true,
    });
    expect((await send('GET', url)).json()).toEqual({ requiredForStaff: true });
    const bad = await send('PUT', url, { requiredForStaff: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('requiredForStaff must be true or false.');
    expect((await send('GET', url)).json()).toEqual({ requiredForStaff: true });
  });
});
