import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LIMITS } from '#server/auth/password-check.ts';
import * as passwords from '#server/auth/passwords.ts';
import { SESSION_TTL_MS } from '#server/auth/sessions.ts';
import { findAdminByEmail, setAdminActive } from '#server/repositories/admins.repository.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createAdmin,
  SAME_ORIGIN,
  signIn,
} from '#server/testing/admin-session.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { API_PATHS } from '#shared/api-paths.ts';

vi.mock('#server/auth/passwords.ts', { spy: true });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await createAdmin(t);
  vi.mocked(passwords.verifyPassword).mockClear();
});
afterEach(async () => {
  await t.close();
});

const login = (
  payload: object,
  headers: Record<string, string> = SAME_ORIGIN,
  remoteAddress = '203.0.113.7',
) =>
  t.app.inject({ method: 'POST', url: API_PATHS.admin.session, payload, headers, remoteAddress });
const loginFrom = (remoteAddress: string, password: string, email = ADMIN_EMAIL) =>
  login({ email, password }, SAME_ORIGIN, remoteAddress);
const statusCounts = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
const whoAmI = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: API_PATHS.admin.session,
    headers: cookie ? { cookie } : {},
  });
const sessionCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('adminSessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('signing in', () => {
  it('sets a 30-day httpOnly, SameSite=Lax session cookie and knows the admin after', async () => {
    const res = await login({ email: ' Staff@HSRP.test ', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: ADMIN_EMAIL, role: 'owner' });
    const cookie = res.cookies.find((c) => c.name === 'hsrp_admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(SESSION_TTL_MS / 1000);
    expect(cookie?.secure).toBeUndefined(); // served over http in tests; Secure on https
    const me = await whoAmI(`hsrp_admin_session=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      email: ADMIN_EMAIL,
      role: 'owner',
      mustSetUpTwoFactor: false,
      centreIds: [],
    });
  });

  it('names the cookie __Host- and marks it Secure when the site is served over https', async () => {
    const https = await createTestApp({ mail: { publicUrl: 'https://book.example.in' } });
    try {
      await createAdmin(https);
      const headers = { origin: 'https://book.example.in' };
      const res = await https.app.inject({
        method: 'POST',
        url: API_PATHS.admin.session,
        headers,
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      // __Host-: set only over https, for the whole site, by this host (no Domain).
      const cookie = res.cookies.find((c) => c.name === '__Host-hsrp_admin_session');
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie?.domain).toBeUndefined();
      const me = (name: string) =>
        https.app.inject({
          method: 'GET',
          url: API_PATHS.admin.session,
          headers: { cookie: `${name}=${cookie?.value}` },
        });
      expect((await me('__Host-hsrp_admin_session')).statusCode).toBe(200);
      // A cookie of the old name (a browser signed in before the change) asks for a sign-in.
      const before = await me('hsrp_admin_session');
      expect(before.statusCode).toBe(401);
      expect(before.json().message).toBe(ADMIN_MESSAGES.signInRequired);

      const out = await https.app.inject({
        method: 'DELETE',
        url: API_PATHS.admin.session,
        headers: { ...headers, cookie: `__Host-hsrp_admin_session=${cookie?.value}` },
      });
      expect(out.cookies.find((c) => c.name === '__Host-hsrp_admin_session')).toMatchObject({
        value: '',
        secure: true,
        path: '/',
      });
      expect((await me('__Host-hsrp_admin_session')).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });

  it('refuses a wrong password and an unknown account alike, with no session', async () => {
    for (const payload of [
      { email: ADMIN_EMAIL, password: 'wrong-password' },
      { email: 'nobody@hsrp.test', password: ADMIN_PASSWORD },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ADMIN_MESSAGES.invalidCredentials);
      expect(res.cookies).toEqual([]);
    }
    expect(await sessionCount()).toBe(0);
  });

  it('refuses a deactivated account as it refuses a wrong password: nothing tells the password was right', async () => {
    const admin = await findAdminByEmail(t.db.kysely, ADMIN_EMAIL);
    await setAdminActive(t.db.kysely, admin?.id ?? '', false);
    const right = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const wrong = await login({ email: ADMIN_EMAIL, password: 'wrong-password' });
    for (const res of [right, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.invalidCredentials });
    }
    expect(await sessionCount()).toBe(0);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Please enter your email.'],
    [{ email: ADMIN_EMAIL }, 'Please enter your password.'],
    [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email address.'],
  ])('answers 400 with a message for %j', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await login(
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.crossSiteRefused);
    expect(await sessionCount()).toBe(0);
  });

  it('refuses another site that also names itself in the Host header, PUBLIC_URL being set', async () => {
    const res = await login(
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { origin: 'http://evil.test', host: 'evil.test' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_MESSAGES.crossSiteRefused);
    expect(await sessionCount()).toBe(0);
  });

  it("takes the request's own address only while PUBLIC_URL is unset (a guessed address)", async () => {
    const guessed = await createTestApp({ mail: { publicUrlGuessed: true } });
    try {
      await createAdmin(guessed);
      const res = await guessed.app.inject({
        method: 'POST',
        url: API_PATHS.admin.session,
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await guessed.close();
    }
  });

  it('limits failed sign-ins per account with a clear 429, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ email: ADMIN_EMAIL, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ADMIN_MESSAGES.tooManySignIns);
    // The window passes: the right password works again.
    await t.db.kysely
      .updateTable('rateLimits')
      .set({ windowStartedAt: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('gives a burst of parallel guesses no more password checks than the limit', async () => {
    const limit = SIGN_IN_LIMITS.perAccountAndAddress.limit;
    const guesses = Array.from({ length: 199 }, (_, i) => `wrong-${i}`);
    const answers = await Promise.all(
      [...guesses, ADMIN_PASSWORD].map((password) => login({ email: ADMIN_EMAIL, password })),
    );
    const counts = statusCounts(answers);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(limit);
    expect(counts[200]).toBeUndefined();
    expect(counts[429]).toBeGreaterThanOrEqual(200 - limit);
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(limit);
    expect(await sessionCount()).toBe(0);
  });

  it('gives parallel guesses at many accounts from one address no more checks than its limit', async () => {
    const limit = SIGN_IN_LIMITS.perAddress.limit;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        // Every address of one IPv6 /64 counts as one client.
        loginFrom(`2001:db8:1:2::${i.toString(16)}`, 'wrong-password', `guess${i}@hsrp.test`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: limit, 429: 100 - limit });
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(limit);
  });

  it('lets the owner in from another address while a stranger is locked out', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await loginFrom('198.51.100.66', `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await loginFrom('198.51.100.66', ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('203.0.113.7', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('has a ceiling per account that guesses spread over many addresses reach', async () => {
    const { limit } = SIGN_IN_LIMITS.perAccount;
    const perPair = SIGN_IN_LIMITS.perAccountAndAddress.limit;
    const addresses = Array.from({ length: limit / perPair }, (_, i) => `198.51.100.${i + 1}`);
    const answers = await Promise.all(
      addresses.flatMap((address) =>
        Array.from({ length: perPair }, (_, i) => loginFrom(address, `wrong-${i}`)),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: limit });
    const blocked = await loginFrom('203.0.113.7', ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(limit);
  });

  describe('from a browser that has signed in to the account before (its device cookie)', () => {
    const fromDevice = (device: string, password: string, address: string) =>
      login(
        { email: ADMIN_EMAIL, password },
        { ...SAME_ORIGIN, cookie: `hsrp_admin_device=${device}` },
        address,
      );
    async function deviceOfASignIn(): Promise<string> {
      const res = await loginFrom('203.0.113.7', ADMIN_PASSWORD);
      const device = res.cookies.find((c) => c.name === 'hsrp_admin_device');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/admin/session' });
      return device?.value ?? '';
    }

    it("keeps its own allowance: strangers filling the account's ceiling lock out only strangers", {
      timeout: 60_000,
    }, async () => {
      const device = await deviceOfASignIn();
      const perPair = SIGN_IN_LIMITS.perAccountAndAddress.limit;
      const strangers = SIGN_IN_LIMITS.perAccount.limit / perPair;
      for (let a = 0; a < strangers; a += 1) {
        for (let i = 0; i < perPair; i += 1) await loginFrom(`198.51.100.${a + 1}`, `wrong-${i}`);
      }
      // A browser without the cookie, even the owner's, is held back with the strangers...
      expect((await loginFrom('192.0.2.1', ADMIN_PASSWORD)).statusCode).toBe(429);
      // ...as is one with a made-up cookie or another account's...
      const other = `${device.split('.')[0]}.${'A'.repeat(43)}`;
      expect((await fromDevice(other, ADMIN_PASSWORD, '192.0.2.1')).statusCode).toBe(429);
      // ...but the owner's own browser gets in, from a new address too.
      expect((await fromDevice(device, ADMIN_PASSWORD, '192.0.2.2')).statusCode).toBe(200);
    });

    it('counts its own wrong passwords toward its own limit, whatever the address', async () => {
      const device = await deviceOfASignIn();
      const { limit } = SIGN_IN_LIMITS.perDevice;
      for (let i = 0; i < limit; i += 1) {
        expect((await fromDevice(device, `wrong-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
      }
      const locked = await fromDevice(device, ADMIN_PASSWORD, '192.0.2.99');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(ADMIN_MESSAGES.tooManySignIns);
      // Other browsers, each from an address of its own, are not held back by it.
      expect((await loginFrom('192.0.2.100', ADMIN_PASSWORD)).statusCode).toBe(200);
    });
  });

  it('forgives the owner their own typos once the right password comes, and only those', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) await loginFrom('203.0.113.7', `typo-${i}`);
      expect((await loginFrom('203.0.113.7', ADMIN_PASSWORD)).statusCode).toBe(200);
    }
    // The 8 typos still count for the address, the sign-ins do not: 12 more guesses, then 429.
    const answers = [];
    for (let i = 0; i < 13; i += 1) {
      answers.push(await loginFrom('203.0.113.7', 'x', `other${i}@hsrp.test`));
    }
    expect(statusCounts(answers)).toEqual({ 401: 12, 429: 1 });
  });

  it('limits failed sign-ins per address across accounts', async () => {
    for (let i = 0; i < 20; i += 1) {
      await login({ email: `guess${i}@hsrp.test`, password: 'wrong-password' });
    }
    const blocked = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('answers 401 without a cookie or with a made-up one', async () => {
    expect((await whoAmI()).statusCode).toBe(401);
    const res = await whoAmI('hsrp_admin_session=made-up');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
  });

  it('end after 30 days', async () => {
    const cookie = await signIn(t);
    await t.db.kysely
      .updateTable('adminSessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('answer 401 once the account is deactivated, even for a session row left behind', async () => {
    const cookie = await signIn(t);
    const admin = await findAdminByEmail(t.db.kysely, ADMIN_EMAIL);
    // Only the flag, not deactivateAccount (which deletes the sessions too).
    await setAdminActive(t.db.kysely, admin?.id ?? '', false);
    const res = await whoAmI(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
  });

  it('end on sign-out: the row is deleted and the cookie cleared', async () => {
    const cookie = await signIn(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.admin.session,
      headers: { cookie, ...SAME_ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'hsrp_admin_session')?.value).toBe('');
    expect(await sessionCount()).toBe(0);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('keep only a hash of the cookie secret in the database', async () => {
    const cookie = await signIn(t);
    const secret = cookie.split('=')[1] ?? '';
    const row = await t.db.kysely
      .selectFrom('adminSessions')
      .select('id')
      .executeTakeFirstOrThrow();
    expect(row.id).not.toContain(secret);
    expect(row.id).toMatch(/^[0-9a-f]{64}$/);
  });
});
