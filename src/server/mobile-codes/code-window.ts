import type { MobileCodeRow } from '#server/repositories/mobile-codes.repository.ts';

/** The hour a number's sends and tries are counted in. */
export const CODE_WINDOW_MS = 60 * 60_000;

/**
 * The number's counters as they stand at `now`: its row's, or zero from now when it has none or
 * its hour is over (the hour starts at its first send or try, not on the clock's hour).
 */
export function countersAt(row: MobileCodeRow | undefined, now: Date) {
  const fresh = !row || Date.parse(row.windowStartedAt) + CODE_WINDOW_MS <= now.getTime();
  return fresh
    ? { windowStartedAt: now.toISOString(), sends: 0, tries: 0 }
    : { windowStartedAt: row.windowStartedAt, sends: row.sends, tries: row.tries };
}

/** The lock key that makes a number's sends and tries wait on each other (PostgreSQL). */
export const codeLockKey = (phone: string) => `mobile-code:${phone}`;
