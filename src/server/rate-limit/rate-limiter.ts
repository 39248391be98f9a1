import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database, so every app instance shares them. A window starts
 * with its first hit; once it is older than windowMs the next hit starts a new one.
 */
export function createRateLimiter(db: Kysely<Database>) {
  return {
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

    async hit(key: string, rule: RateLimitRule, now = new Date()): Promise<void> {
      const at = now.toISOString();
      const windowStartCutoff = new Date(now.getTime() - rule.windowMs).toISOString();
      await db
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
        .execute();
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom('rateLimits').where('key', '=', key).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Counts nothing and limits nobody: for load benchmarks, which send everything from one address. */
export const unlimited: RateLimiter = {
  isLimited: async () => false,
  hit: async () => {},
  reset: async () => {},
};
