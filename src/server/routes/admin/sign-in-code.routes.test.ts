import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changePassword,
  deactivateAccount,
  turnOffTwoFactor,
} from '#server/auth/admin-accounts.ts';
import { SIGN_IN_LIMITS } from '#server/auth/password-check.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { PENDING_SIGN_IN_TTL_MS } from '#server/auth/pending-sign-in.ts';
import { setAdminActive } from '#server/repositories/admins.repository.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SAME_ORIGIN,
  signedInAdmin,
} from '#server/testing/admin-session.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { appCode, enrolTwoFactor, nextTimeStep, stopClock } from '#server/testing/two-factor.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/admin/two-factor-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';

let t: TestApp;
let secret: string;
let recoveryCodes: string[];
beforeEach(async () => {
  stopClock();
  t = await createTestApp();
  ({ secret, recoveryCodes } = await enrolTwoFactor(t, await signedInAdmin(t)));
  nextTimeStep();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const ADDRESS = '203.0.113.7';

/** The password step; answers the pending sign-in's cookie header (or the answer, when none). */
async function enterPassword(password = ADMIN_PASSWORD, remoteAddress = ADDRESS) {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.session,
    headers: SAME_ORIGIN,
    payload: { email: ADMIN_EMAIL, password },
    remoteAddress,
  });
  const pending = res.cookies.find((c) => c.name === 'hsrp_admin_sign_in');
  return { res, cookie: pending ? `${pending.name}=${pending.value}` : '' };
}

const enterCode = (cookie: string, code: string, remoteAddress = ADDRESS) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.sessionCode,
    headers: { ...SAME_ORIGIN, cookie },
    payload: { code },
    remoteAddress,
  });

const sessionCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'hsrp_admin_session' && c.value !== '');

const whoAmI = (cookie: string) =>
  t.app.inject({ method: 'GET', url: API_PATHS.admin.session, headers: { cookie } });

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the right password, with no session until the code comes', async () => {
    const { res, cookie } = await enterPassword();
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ codeRequired: true });
    expect(sessionCookieOf(res)).toBeUndefined();
    const pending = res.cookies.find((c) => c.name === 'hsrp_admin_sign_in');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/admin/session' });
    expect(pending?.maxAge).toBe(PENDING_SIGN_IN_TTL_MS / 1000);
    // The pending cookie is no session.
    expect(
      (await whoAmI(cookie.replace('hsrp_admin_sign_in', 'hsrp_admin_session'))).statusCode,
    ).toBe(401);

    const done = await enterCode(cookie, appCode(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: ADMIN_EMAIL, role: 'owner' });
    const session = sessionCookieOf(done);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(done.cookies.find((c) => c.name === 'hsrp_admin_sign_in')?.value).toBe('');
    expect((await whoAmI(`hsrp_admin_session=${session?.value}`)).statusCode).toBe(200);
  });

  it('takes a code typed with a space, and a code of the step before or after', async () => {
    const spaced = appCode(secret).replace(/^(\d{3})/, '$1 ');
    expect((await enterCode((await enterPassword()).cookie, spaced)).statusCode).toBe(200);
    nextTimeStep(2);
    expect((await enterCode((await enterPassword()).cookie, appCode(secret, -1))).statusCode).toBe(
      200,
    );
    nextTimeStep(2);
    expect((await enterCode((await enterPassword()).cookie, appCode(secret, 1))).statusCode).toBe(
      200,
    );
  });

  it('refuses a code two steps away', async () => {
    const { cookie } = await enterPassword();
    for (const stepsAway of [-2, 2]) {
      const res = await enterCode(cookie, appCode(secret, stepsAway));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    }
  });

  it('accepts a code once: a replay of it, or of an earlier step, is refused', async () => {
    const code = appCode(secret);
    expect((await enterCode((await enterPassword()).cookie, code)).statusCode).toBe(200);
    const replay = await enterCode((await enterPassword()).cookie, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect(sessionCookieOf(replay)).toBeUndefined();
    // The step before is still inside the window, but older than the code used.
    const { cookie } = await enterPassword();
    expect((await enterCode(cookie, appCode(secret, -1))).statusCode).toBe(401);
    nextTimeStep();
    expect((await enterCode(cookie, appCode(secret))).statusCode).toBe(200);
  });

  it('gives one session for one code sent twice at once', async () => {
    const code = appCode(secret);
    const first = await enterPassword();
    const second = await enterPassword();
    const answers = await Promise.all([
      enterCode(first.cookie, code),
      enterCode(second.cookie, code),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('lets each recovery code in once, typed in any case with or without dashes', async () => {
    const [code] = recoveryCodes;
    const typed = code?.replace(/-/g, '').toUpperCase() ?? '';
    const used = await enterCode((await enterPassword()).cookie, typed);
    expect(used.statusCode).toBe(200);
    const again = await enterCode((await enterPassword()).cookie, code ?? '');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect(
      (await enterCode((await enterPassword()).cookie, recoveryCodes[1] ?? '')).statusCode,
    ).toBe(200);
  });

  it('ends the pending sign-in after three wrong codes: the password step comes again', async () => {
    const { cookie } = await enterPassword();
    const answers = [];
    for (const code of ['000000', '111111', 'not-a-recovery-code']) {
      answers.push(await enterCode(cookie, code));
    }
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
      [401, TWO_FACTOR_MESSAGES.wrongCode],
      [401, TWO_FACTOR_MESSAGES.wrongCode],
      [401, TWO_FACTOR_MESSAGES.tooManyWrongCodes],
    ]);
    const late = await enterCode(cookie, appCode(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.signInExpired);
    expect(await t.db.kysely.selectFrom('adminPendingSignIns').selectAll().execute()).toEqual([]);
  });

  it('counts wrong codes toward the sign-in limit, and a right code forgives them', async () => {
    const { limit } = SIGN_IN_LIMITS.perAccountAndAddress;
    // Wrong codes, across pending sign-ins, up to the limit: the right password costs nothing.
    let wrong = 0;
    while (wrong < limit) {
      const { res, cookie } = await enterPassword();
      expect(res.statusCode).toBe(202);
      for (let i = 0; i < 2 && wrong < limit; i += 1, wrong += 1) {
        expect((await enterCode(cookie, `00000${i}`)).statusCode).toBe(401);
      }
    }
    const locked = await enterPassword();
    expect(locked.res.statusCode).toBe(429);
    expect(locked.res.json().message).toBe(ADMIN_MESSAGES.tooManySignIns);

    // From another address the owner still gets in, and the code forgives only that address.
    const elsewhere = await enterPassword(ADMIN_PASSWORD, '198.51.100.9');
    expect((await enterCode(elsewhere.cookie, appCode(secret), '198.51.100.9')).statusCode).toBe(
      200,
    );
    expect((await enterPassword()).res.statusCode).toBe(429);
  });

  it("lets the owner's own browser in with its code while strangers hold the account's ceiling", {
    timeout: 60_000,
  }, async () => {
    const first = await enterPassword();
    const signedIn = await enterCode(first.cookie, appCode(secret));
    const device = signedIn.cookies.find((c) => c.name === 'hsrp_admin_device')?.value;
    expect(device).toBeTruthy();
    const perPair = SIGN_IN_LIMITS.perAccountAndAddress.limit;
    for (let a = 0; a < SIGN_IN_LIMITS.perAccount.limit / perPair; a += 1) {
      for (let i = 0; i < perPair; i += 1) {
        await enterPassword(`wrong-${i}`, `198.51.100.${a + 1}`);
      }
    }
    expect((await enterPassword(ADMIN_PASSWORD, '192.0.2.1')).res.statusCode).toBe(429);

    nextTimeStep();
    const withDevice = (headers: Record<string, string>) => ({
      ...headers,
      cookie: [headers.cookie, `hsrp_admin_device=${device}`].filter(Boolean).join('; '),
    });
    const password = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.session,
      headers: withDevice(SAME_ORIGIN),
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      remoteAddress: '192.0.2.2',
    });
    expect(password.statusCode).toBe(202);
    const pending = password.cookies.find((c) => c.name === 'hsrp_admin_sign_in');
    const code = await t.app.inject({
      method: 'POST',
      url: API_PATHS.admin.sessionCode,
      headers: withDevice({ ...SAME_ORIGIN, cookie: `hsrp_admin_sign_in=${pending?.value}` }),
      payload: { code: appCode(secret) },
      remoteAddress: '192.0.2.2',
    });
    expect(code.statusCode).toBe(200);
    expect(sessionCookieOf(code)).toBeDefined();
  });

  it('refuses a code for a locked-out pair before checking it', async () => {
    const { cookie } = await enterPassword();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress.limit; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.admin.session,
        headers: SAME_ORIGIN,
        payload: { email: ADMIN_EMAIL, password: `wrong-${i}` },
        remoteAddress: ADDRESS,
      });
    }
    const res = await enterCode(cookie, appCode(secret));
    expect(res.statusCode).toBe(429);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('says the sign-in expired without its cookie, with a made-up one, or after 5 minutes', async () => {
    const { cookie } = await enterPassword();
    for (const sent of ['', 'hsrp_admin_sign_in=made-up']) {
      const res = await enterCode(sent, appCode(secret));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.signInExpired);
    }
    vi.setSystemTime(Date.now() + PENDING_SIGN_IN_TTL_MS);
    const late = await enterCode(cookie, appCode(secret));
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.signInExpired);
  });

  it('answers 400 with a message for a missing or overlong code', async () => {
    const { cookie } = await enterPassword();
    for (const code of ['', '   ', 'x'.repeat(65)]) {
      const res = await enterCode(cookie, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/code/);
    }
  });
});

describe('a pending sign-in that passed the password step', () => {
  const ownerId = async () =>
    (await t.db.kysely.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;

  /** After `change`, the right code no longer completes the sign-in: the password step comes again. */
  async function expectEndedBy(change: (adminId: string) => Promise<void>) {
    const { cookie } = await enterPassword();
    await change(await ownerId());
    const res = await enterCode(cookie, appCode(secret));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.signInExpired);
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await t.db.kysely.selectFrom('adminPendingSignIns').selectAll().execute()).toEqual([]);
  }

  it('ends when the password changes', async () => {
    const passwordHash = await hashPassword('a new and better passphrase');
    await expectEndedBy((adminId) =>
      t.db.kysely.transaction().execute((trx) => changePassword(trx, adminId, passwordHash)),
    );
  });

  it('ends when the account is deactivated, and stays ended if it is made active again', async () => {
    await expectEndedBy(async (adminId) => {
      await t.db.kysely.transaction().execute((trx) => deactivateAccount(trx, adminId));
      await setAdminActive(t.db.kysely, adminId, true, new Date());
    });
  });

  it('ends when two-factor sign-in is turned off from the shell', async () => {
    await expectEndedBy((adminId) =>
      t.db.kysely.transaction().execute((trx) => turnOffTwoFactor(trx, adminId)),
    );
  });
});
