import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

/** No rule's window is longer: rows whose window started before this are dead. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Keys this instance remembers as refused; past it the oldest is forgotten (asked again). */
export const MAX_REFUSED_KEYS = 10_000;

/**
 * Fixed-window counters kept in the database, so every app instance shares them. A window starts
 * with its first hit; once it is older than windowMs the next hit starts a new one.
 *
 * A key refused once is refused from memory until its window ends, writing nothing: a flood of
 * refused sign-ins did one flushed SQLite write each on the main thread, and kept `/healthz`
 * waiting 1-3 s (issue 34). Hits past the limit change no answer, so the count need not grow.
 * Giving a count back (release, reset) forgets the refusal here; on another instance it lasts
 * to the window's end at most.
 */
export function createRateLimiter(db: Kysely<Database>) {
  /** Key → when its window ends (ms), for keys refused in that window. */
  const refusedUntil = new Map<string, number>();

  function refusedFromMemory(key: string, now: Date): boolean {
    const until = refusedUntil.get(key);
    if (until === undefined) return false;
    if (now.getTime() < until) return true;
    refusedUntil.delete(key);
    return false;
  }

  function rememberRefusal(key: string, until: number): void {
    refusedUntil.delete(key);
    refusedUntil.set(key, until);
    if (refusedUntil.size > MAX_REFUSED_KEYS) {
      const oldest = refusedUntil.keys().next().value;
      if (oldest !== undefined) refusedUntil.delete(oldest);
    }
  }

  /** Counts one hit in a single statement and answers the window's count, this hit included. */
  async function count(key: string, rule: RateLimitRule, now: Date): Promise<number> {
    return (await countWindow(key, rule, now)).hits;
  }

  async function countWindow(key: string, rule: RateLimitRule, now: Date) {
    const at = now.toISOString();
    const windowStartCutoff = new Date(now.getTime() - rule.windowMs).toISOString();
    const row = await db
      .insertInto('rateLimits')
      .values({ key, windowStartedAt: at, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const expired = eb('rateLimits.windowStartedAt', '<=', windowStartCutoff);
          return {
            hits: eb
              .case()
              .when(expired)
              .then(1)
              .else(eb('rateLimits.hits', '+', 1))
              .end(),
            windowStartedAt: eb
              .case()
              .when(expired)
              .then(at)
              .else(eb.ref('rateLimits.windowStartedAt'))
              .end(),
          };
        }),
      )
      .returning(['hits', 'windowStartedAt'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowEnds: Date.parse(row.windowStartedAt) + rule.windowMs };
  }

  return {
    /**
     * Counts one attempt and answers whether it is within the limit. Counting comes first and is
     * one atomic statement, so however many requests arrive at once, at most `limit` of them in a
     * window are let through: check-then-count would let a burst pass before any was counted.
     */
    async consume(key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
      if (refusedFromMemory(key, now)) return false;
      const { hits, windowEnds } = await countWindow(key, rule, now);
      if (hits <= rule.limit) return true;
      rememberRefusal(key, windowEnds);
      return false;
    },

    /** Whether the key is at its limit, counting nothing (for limits that count only misses). */
    async isLimited(key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
      const row = await db
        .selectFrom('rateLimits')
        .select(['hits', 'windowStartedAt'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return false;
      const windowOpen = now.getTime() - Date.parse(row.windowStartedAt) < rule.windowMs;
      return windowOpen && row.hits >= rule.limit;
    },

    /** Counts one hit without asking: a miss, counted after the fact. */
    async hit(key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
      await count(key, rule, now);
    },

    /**
     * Takes back one counted attempt that turned out not to be what the limit counts (a right
     * password, say); counting first and giving back after keeps `consume` atomic.
     */
    async release(key: string): Promise<void> {
      refusedUntil.delete(key);
      await db
        .updateTable('rateLimits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute();
    },

    async reset(key: string): Promise<void> {
      refusedUntil.delete(key);
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },

    /** Deletes counters whose window has long closed; the server runs this now and then. */
    async purgeExpired(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString();
      const result = await db
        .deleteFrom('rateLimits')
        .where('windowStartedAt', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Counts nothing and limits nobody: for load benchmarks, which send everything from one address. */
export const unlimited: RateLimiter = {
  consume: async () => true,
  isLimited: async () => false,
  hit: async () => {},
  release: async () => {},
  reset: async () => {},
  purgeExpired: async () => 0,
};
