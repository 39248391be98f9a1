import * as z from 'zod/mini';

/**
 * How long an admin session may go unused before it ends, besides its 30-day limit (decision 0037):
 * a screen left signed in at the counter stops being a way in overnight. The owner sets it.
 */
export const DEFAULT_IDLE_HOURS = 12;
/** A session ends after 30 days however busy it is, so a longer idle time would mean nothing. */
export const MAX_IDLE_HOURS = 30 * 24;

export const SESSION_IDLE_MESSAGE = `Sign staff out after between 1 hour and 30 days (${MAX_IDLE_HOURS} hours) unused, in whole hours.`;

export const SessionIdleSchema = z.object({
  idleHours: z
    .number({ error: SESSION_IDLE_MESSAGE })
    .check(
      z.int(SESSION_IDLE_MESSAGE),
      z.gte(1, SESSION_IDLE_MESSAGE),
      z.lte(MAX_IDLE_HOURS, SESSION_IDLE_MESSAGE),
    ),
});
export type SessionIdle = z.infer<typeof SessionIdleSchema>;
