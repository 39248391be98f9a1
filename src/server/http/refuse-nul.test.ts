import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingForm, bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { containsNul, NUL_MESSAGE } from './refuse-nul.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

describe('a NUL character in any input', () => {
  // Found by hostile-input.test.ts: on PostgreSQL these were 500s ("invalid byte sequence").
  it.each([
    ['a path parameter', 'GET', API_PATHS.admin.bookingProof('\u0000')],
    ['a path parameter', 'POST', API_PATHS.admin.mailRetry('x\u0000y')],
    ['a query value', 'GET', `${API_PATHS.admin.leads}?cursor=%00`],
    ['a query key', 'GET', `${API_PATHS.admin.bookings}?a%00=1`],
  ] as const)('is refused with 400 in %s (%s %s)', async (_where, method, url) => {
    const res = await t.app.inject({ method, url, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_MESSAGE });
  });

  it('is refused with 400 in a JSON body, nested or as a key, storing nothing', async () => {
    for (const payload of [
      { ...bookingInput(), extra: ['fine', { deep: 'a\u0000b' }] },
      { ...bookingInput(), 'key\u0000': 1 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NUL_MESSAGE);
    }
    expect(await t.db.kysely.selectFrom('bookings').select('id').execute()).toEqual([]);
  });

  it('is refused with 400 in a multipart field, storing nothing', async () => {
    const payload = bookingForm({ ...bookingInput(), note: 'a\u0000b' });
    const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
    expect(await t.db.kysely.selectFrom('bookings').select('id').execute()).toEqual([]);
  });
});

describe('containsNul', () => {
  it('looks through strings, keys, arrays and deep nesting', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ ok: ['fine', 1, null, { also: true }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
