import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { clientAddressKey } from './client-address.ts';
import { createRateLimiter, LONGEST_WINDOW_MS, type RateLimiter } from './rate-limiter.ts';

let database: TestDatabase;
let limiter: RateLimiter;
beforeEach(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  limiter = createRateLimiter(database.db.kysely);
});
afterEach(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

const RULE = { limit: 5, windowMs: 60_000 };

describe('the rate limiter', () => {
  it('lets exactly the limit through when many attempts arrive at once', async () => {
    // Two connections, as two app instances (or a pool) would race each other.
    const other = createRateLimiter(database.openAnother().kysely);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? limiter : other).consume('k', RULE)),
    );
    expect(answers.filter(Boolean)).toHaveLength(RULE.limit);
  });

  it('opens a new window once the old one has passed', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    for (let i = 0; i < RULE.limit; i++) expect(await limiter.consume('k', RULE, start)).toBe(true);
    expect(await limiter.consume('k', RULE, start)).toBe(false);
    expect(await limiter.isLimited('k', RULE, start)).toBe(true);
    const later = new Date(start.getTime() + RULE.windowMs);
    expect(await limiter.isLimited('k', RULE, later)).toBe(false);
    expect(await limiter.consume('k', RULE, later)).toBe(true);
  });

  it('gives a counted attempt back, never below zero', async () => {
    for (let i = 0; i < RULE.limit; i++) await limiter.consume('k', RULE);
    await limiter.release('k');
    expect(await limiter.consume('k', RULE)).toBe(true);
    expect(await limiter.consume('k', RULE)).toBe(false);
    await limiter.reset('k');
    await limiter.hit('k', RULE);
    await limiter.release('k');
    await limiter.release('k');
    const answers = [];
    for (let i = 0; i <= RULE.limit; i++) answers.push(await limiter.consume('k', RULE));
    expect(answers.filter(Boolean)).toHaveLength(RULE.limit);
  });

  it('refuses a key at its limit after a read alone, writing nothing, until its window ends', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    const answers = [];
    for (let i = 0; i < RULE.limit + 10; i++) answers.push(await limiter.consume('k', RULE, start));
    expect(answers.filter(Boolean)).toHaveLength(RULE.limit);
    const row = await database.db.kysely
      .selectFrom('rateLimits')
      .select('hits')
      .where('key', '=', 'k')
      .executeTakeFirstOrThrow();
    // The ten refusals wrote nothing.
    expect(row.hits).toBe(RULE.limit);
    const later = new Date(start.getTime() + RULE.windowMs);
    expect(await limiter.consume('k', RULE, later)).toBe(true);
  });

  it('purges counters whose window closed long ago, and keeps the live ones', async () => {
    const old = new Date('2026-11-01T10:00:00Z');
    const now = new Date(old.getTime() + LONGEST_WINDOW_MS + 1);
    await limiter.hit('old', RULE, old);
    await limiter.hit('live', RULE, now);
    expect(await limiter.purgeExpired(now)).toBe(1);
    const keys = await database.db.kysely.selectFrom('rateLimits').select('key').execute();
    expect(keys).toEqual([{ key: 'live' }]);
  });
});

describe('clientAddressKey', () => {
  it('counts an IPv6 address as its /64, and IPv4 as itself', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
