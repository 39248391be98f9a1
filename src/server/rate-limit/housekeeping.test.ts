import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOUSEKEEPING_EVERY_MS, startHousekeeping } from './housekeeping.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('housekeeping', () => {
  it('purges expired rate limits every hour until stopped', async () => {
    const limiter = { purgeExpired: vi.fn(async () => 3) };
    const stop = startHousekeeping(limiter, { error: vi.fn() });
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_EVERY_MS - 1);
    expect(limiter.purgeExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * HOUSEKEEPING_EVERY_MS);
    expect(limiter.purgeExpired).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5 * HOUSEKEEPING_EVERY_MS);
    expect(limiter.purgeExpired).toHaveBeenCalledTimes(2);
  });

  it('logs a failed purge and tries again next time', async () => {
    const failure = new Error('database away');
    const limiter = { purgeExpired: vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(0) };
    const log = { error: vi.fn() };
    const stop = startHousekeeping(limiter, log);
    await vi.advanceTimersByTimeAsync(2 * HOUSEKEEPING_EVERY_MS);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'purging expired rate limits failed');
    expect(limiter.purgeExpired).toHaveBeenCalledTimes(2);
    stop();
  });
});
