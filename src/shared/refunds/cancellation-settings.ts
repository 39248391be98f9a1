import * as z from 'zod/mini';

/**
 * The owner's cancellation rules (admin Policies page, beside the refund policy): until how many
 * hours before the fitting appointment a customer may ask to cancel, and the charge the refund
 * policy states for a cancellation the customer asks for. No charge applies when the business
 * cancels (decision 0048).
 */
export const CUTOFF_HOURS_MIN = 1;
export const CUTOFF_HOURS_MAX = 30 * 24;
export const CHARGE_RUPEES_MAX = 10_000;

export const CANCELLATION_SETTING_MESSAGES = {
  cutoffHours: `The cut-off is between ${CUTOFF_HOURS_MIN} hour and 30 days (${CUTOFF_HOURS_MAX} hours) before the appointment, in whole hours.`,
  chargeRupees: `The cancellation charge is between ₹0 and ₹${CHARGE_RUPEES_MAX}, in whole rupees.`,
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

export const CancellationSettingsSchema = z.object({
  /** A customer may ask to cancel until this many hours before the appointment starts. */
  cutoffHours: whole(CUTOFF_HOURS_MIN, CUTOFF_HOURS_MAX, CANCELLATION_SETTING_MESSAGES.cutoffHours),
  /** Kept from the refund when the customer cancels; never more than the price paid. */
  chargeRupees: whole(0, CHARGE_RUPEES_MAX, CANCELLATION_SETTING_MESSAGES.chargeRupees),
});
export type CancellationSettings = z.infer<typeof CancellationSettingsSchema>;

export const DEFAULT_CANCELLATION_SETTINGS: CancellationSettings = {
  cutoffHours: 24,
  chargeRupees: 0,
};
