import * as z from 'zod/mini';

/**
 * How long an unverified booking holds its appointment place, and how many places one client may
 * hold unverified (docs/product.md#payment-holds). The owner sets them beside the fitting slots;
 * the server applies them, the pages only show what it decided.
 */
export const HOLD_HOURS_MIN = 2;
export const HOLD_HOURS_MAX = 7 * 24;
export const MAX_OPEN_HOLDS = 1000;
export const MAX_PHONE_HOLDS = 20;

export const HOLD_SETTING_MESSAGES = {
  holdHours: `The hold lasts between ${HOLD_HOURS_MIN} hours and 7 days (${HOLD_HOURS_MAX} hours), in whole hours.`,
  addressDayPercent: 'The share of a day one connection may hold is between 10% and 100%.',
  addressOpenHolds: `Open holds from one connection: between 1 and ${MAX_OPEN_HOLDS}.`,
  phoneOpenHolds: `Open holds for one mobile number: between 1 and ${MAX_PHONE_HOLDS}.`,
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

export const HoldSettingsSchema = z.object({
  /** How long a place is held while the payment is checked. */
  holdHours: whole(HOLD_HOURS_MIN, HOLD_HOURS_MAX, HOLD_SETTING_MESSAGES.holdHours),
  /** Count only working days: each booking's own fitting centre's working days and holidays. */
  workingDaysOnly: z.boolean(),
  /** Unverified holds from one client address may fill at most this share of a day's places. */
  addressDayPercent: whole(10, 100, HOLD_SETTING_MESSAGES.addressDayPercent),
  /** …and at most this many open holds in all. */
  addressOpenHolds: whole(1, MAX_OPEN_HOLDS, HOLD_SETTING_MESSAGES.addressOpenHolds),
  /** One mobile number's open unverified holds. */
  phoneOpenHolds: whole(1, MAX_PHONE_HOLDS, HOLD_SETTING_MESSAGES.phoneOpenHolds),
});
export type HoldSettings = z.infer<typeof HoldSettingsSchema>;

export const DEFAULT_HOLD_SETTINGS: HoldSettings = {
  holdHours: 48,
  workingDaysOnly: false,
  addressDayPercent: 50,
  addressOpenHolds: 30,
  phoneOpenHolds: 2,
};

/** The most places of a day with `dayPlaces` in all that one client address may hold unverified. */
export function addressDayLimit(settings: HoldSettings, dayPlaces: number): number {
  return Math.floor((dayPlaces * settings.addressDayPercent) / 100);
}
