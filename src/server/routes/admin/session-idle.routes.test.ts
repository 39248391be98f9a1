import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '#server/auth/sessions.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { auditRecords } from '#server/testing/audit-trail.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { stopClock } from '#server/testing/two-factor.ts';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { SESSION_IDLE_MESSAGE } from '#shared/admin/session-idle.ts';
import { API_PATHS } from '#shared/api-paths.ts';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let owner: Record<string, string>;
beforeEach(async () => {
  stopClock();
  t = await createTestApp();
  owner = await signedInAdmin(t);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const whoAmI = () => t.app.inject({ method: 'GET', url: API_PATHS.admin.session, headers: owner });
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const setIdleHours = (idleHours: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.sessionIdleSetting,
    headers: owner,
    payload: { idleHours },
  });

describe('an admin session left unused', () => {
  it('ends after 12 hours unused by default; each use starts the 12 hours again', async () => {
    later(11 * HOUR);
    expect((await whoAmI()).statusCode).toBe(200);
    later(11 * HOUR);
    expect((await whoAmI()).statusCode).toBe(200);
    later(12 * HOUR);
    const res = await whoAmI();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
  });

  it('ends after the idle time the owner sets, for sessions already open too', async () => {
    const saved = await setIdleHours(2);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ idleHours: 2 });
    const read = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.sessionIdleSetting,
      headers: owner,
    });
    expect(read.json()).toEqual({ idleHours: 2 });
    const [entry] = await auditRecords(t.db.kysely, 'session-idle-changed');
    expect(entry).toMatchObject({ before: { idleHours: 12 }, after: { idleHours: 2 } });

    later(2 * HOUR - 1000);
    expect((await whoAmI()).statusCode).toBe(200);
    later(2 * HOUR);
    expect((await whoAmI()).statusCode).toBe(401);
  });

  it('still ends 30 days after sign-in however busy it is', async () => {
    await setIdleHours(720);
    for (let day = 0; day < 30; day += 1) {
      expect((await whoAmI()).statusCode).toBe(200);
      later(SESSION_TTL_MS / 30);
    }
    expect((await whoAmI()).statusCode).toBe(401);
  });

  it('refuses an idle time outside 1 hour to 30 days, saying why, and keeps the old one', async () => {
    for (const idleHours of [0, 721, 1.5, '12', null]) {
      const res = await setIdleHours(idleHours);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SESSION_IDLE_MESSAGE);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.sessionIdleSetting,
      headers: owner,
    });
    expect(read.json()).toEqual({ idleHours: 12 });
  });
});
