import type { ConfirmedFitting } from '#shared/booking/booking-confirmation.ts';

/**
 * The fitting place the payment page put in the history entry (successState), when all of it is
 * there. Read here, not in lib/success-state.ts: the payment page, which loads that module, has
 * no use for it.
 */
export function readConfirmedFitting(state: unknown): ConfirmedFitting | undefined {
  const fitting = (state as { fitting?: Record<string, unknown> } | null)?.fitting;
  if (typeof fitting !== 'object' || fitting === null) return undefined;
  const { installation, centreName, centreAddress, mapUrl, phone } = fitting;
  const texts = [centreName, centreAddress, mapUrl, phone];
  if (installation !== 'home' && installation !== 'dealer') return undefined;
  if (!texts.every((value) => typeof value === 'string')) return undefined;
  return fitting as ConfirmedFitting;
}
