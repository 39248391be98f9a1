import type { PricingSettings } from '#shared/pricing/price.ts';

export type PricingField = keyof PricingSettings;

export const PRICING_FIELDS = ['targetTotal', 'gstPct', 'serviceCharge'] as const;

/**
 * The number an input's text stands for (docs/product.md#prices): a blank GST or service charge
 * counts as 0; a blank target is missing (there is no ₹0 target), for the schema to ask for it.
 * The input itself keeps showing what was typed, a blank too.
 */
export function pricingValueOf(field: PricingField, text: string): number | undefined {
  if (text.trim() === '') return field === 'targetTotal' ? undefined : 0;
  return Number(text);
}

/** Whether the inputs differ from what is stored; inputs that are not a price yet count as a change. */
export function pricingChanged(settings: PricingSettings | null, stored: PricingSettings): boolean {
  return settings === null || PRICING_FIELDS.some((field) => settings[field] !== stored[field]);
}
