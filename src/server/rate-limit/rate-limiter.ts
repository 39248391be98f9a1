import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface WindowCount {
  /** Hits in the current window, the one just counted included. */
  hits: number;
  windowStartedAt: string;
}

/** No rule's window is longer: rows whose window started before this are dead. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters kept in the database, so every app instance shares them. A window starts
 * with its first hit; once it is older than windowMs the next hit starts a new one.
 */
export function createRateLimiter(db: Kysely<Database>) {
  /**
   * Counts one hit in a single statement and answers the window's count, this hit included, and
   * when the window started.
   */
  async function count(key: string, rule: RateLimitRule, now: Date): Promise<WindowCount> {
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
    return { hits: Number(row.hits), windowStartedAt: row.windowStartedAt };
  }

  async function isAtLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
    const row = await db
      .selectFrom('rateLimits')
      .select(['hits', 'windowStartedAt'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return false;
    const windowOpen = now.getTime() - Date.parse(row.windowStartedAt) < rule.windowMs;
    return windowOpen && row.hits >= rule.limit;
  }

  return {
    /**
     * Counts one attempt and answers whether it is within the limit. Counting comes first and is
     * one atomic statement, so however many requests arrive at once, at most `limit` of them in a
     * window are let through: check-then-count would let a burst pass before any was counted.
     *
     * A key already at its limit is refused after a read alone: hits past the limit change no
     * answer, and a flood of refused sign-ins did a flushed SQLite write each on the main thread,
     * keeping `/healthz` waiting 1-3 s (decision 0036). Counts only grow within a window (a
     * give-back aside), so the read can only refuse what counting would have refused.
     */
    async consume(key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
      if (await isAtLimit(key, rule, now)) return false;
      return (await count(key, rule, now)).hits <= rule.limit;
    },

    /** Counts one hit and answers the window's count and start, for callers that act on both. */
    tally: count,

    /** Whether the key is at its limit, counting nothing (for limits that count only misses). */
    isLimited: isAtLimit,

    /** Counts one hit without asking: a miss, counted after the fact. */
    async hit(key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
      await count(key, rule, now);
    },

    /**
     * Takes back one counted attempt that turned out not to be what the limit counts (a right
     * password, say); counting first and giving back after keeps `consume` atomic.
     */
    async release(key: string): Promise<void> {
      await db
        .updateTable('rateLimits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute();
    },

    async reset(key: string): Promise<void> {
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
  tally: async (_key, _rule, now) => ({ hits: 1, windowStartedAt: now.toISOString() }),
  release: async () => {},
  reset: async () => {},
  purgeExpired: async () => 0,
};
