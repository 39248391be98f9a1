import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from './rate-limiter.ts';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * Purges closed rate-limit windows now and then, so counters for every address and e-mail ever
 * tried do not pile up. A failed run is logged and the next one tries again; the timer never
 * keeps the process alive. Answers a function that stops it.
 */
export function startHousekeeping(
  limiter: Pick<RateLimiter, 'purgeExpired'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  everyMs = HOUSEKEEPING_EVERY_MS,
): () => void {
  const timer = setInterval(() => {
    limiter.purgeExpired().catch((error: unknown) => {
      log.error({ err: error }, 'purging expired rate limits failed');
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
