import type { PricingSettings } from '#shared/pricing/price.ts';
import { PricingSettingsSchema } from '#shared/pricing/pricing-schema.ts';

/** The three inputs as typed: a blank stays blank on screen (docs/product.md#prices). */
export type PricingDraft = Record<keyof PricingSettings, string>;
export type PricingField = keyof PricingSettings;
export type PricingErrors = Partial<Record<PricingField, string>>;

export const PRICING_FIELDS = ['targetTotal', 'gstPct', 'serviceCharge'] as const;

export function toDraft(settings: PricingSettings): PricingDraft {
  return {
    targetTotal: String(settings.targetTotal),
    gstPct: String(settings.gstPct),
    serviceCharge: String(settings.serviceCharge),
  };
}

/** A blank GST or service charge counts as 0; a blank target is missing (there is no ₹0 target). */
function toInput(draft: PricingDraft): Record<PricingField, number | undefined> {
  const number = (text: string) => (text.trim() === '' ? 0 : Number(text));
  return {
    targetTotal: draft.targetTotal.trim() === '' ? undefined : Number(draft.targetTotal),
    gstPct: number(draft.gstPct),
    serviceCharge: number(draft.serviceCharge),
  };
}

export type CheckedDraft =
  | { settings: PricingSettings; errors: PricingErrors }
  | { settings: null; errors: PricingErrors };

/**
 * What the draft saves and previews, checked by the rule the server applies, or what is wrong with
 * each field (the first problem of each). Checked afresh on every keystroke, so a message goes as
 * soon as its value is fixed.
 */
export function checkDraft(draft: PricingDraft): CheckedDraft {
  const checked = PricingSettingsSchema.safeParse(toInput(draft));
  if (checked.success) return { settings: checked.data, errors: {} };
  const errors: PricingErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as PricingField;
    errors[field] ??= issue.message;
  }
  return { settings: null, errors };
}
