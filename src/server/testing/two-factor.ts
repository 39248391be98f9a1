import { TOTP } from 'otpauth';
import { vi } from 'vitest';
import { API_PATHS } from '#shared/api-paths.ts';
import type { TestApp } from './test-app.ts';

const TIME_STEP_MS = 30_000;

/**
 * Stops the clock (Date only; timers run as usual) at the start of a time step, so each code a
 * test computes is the server's current one. Undo with vi.useRealTimers().
 */
export function stopClock(at = Date.UTC(2026, 0, 15, 6, 0, 0)): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** Moves the stopped clock on by whole time steps: a code of the new step is new to the server. */
export function nextTimeStep(steps = 1): void {
  vi.setSystemTime(Date.now() + steps * TIME_STEP_MS);
}

/** The code an authenticator app shows now (or `stepsAway` steps before or after). */
export function appCode(secret: string, stepsAway = 0): string {
  return new TOTP({ secret }).generate({ timestamp: Date.now() + stepsAway * TIME_STEP_MS });
}

/** Sets up two-factor sign-in for the signed-in admin of `headers`, as the enrolment page does. */
export async function enrolTwoFactor(
  t: TestApp,
  headers: Record<string, string>,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.twoFactorEnrolment,
    headers,
  });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await t.app.inject({
    method: 'POST',
    url: API_PATHS.admin.twoFactorConfirm,
    headers,
    payload: { code: appCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}
