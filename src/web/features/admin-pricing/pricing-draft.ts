import type { PricingSettings } from '@shared/pricing/price';

/** The three inputs as typed: a blank stays blank on screen (spec section 5, Admin pricing). */
export type PricingDraft = Record<keyof PricingSettings, string>;

export const PRICING_FIELDS = ['targetTotal', 'gstPct', 'serviceCharge'] as const;

export function toDraft(settings: PricingSettings): PricingDraft {
  return {
    targetTotal: String(settings.targetTotal),
    gstPct: String(settings.gstPct),
    serviceCharge: String(settings.serviceCharge),
  };
}

/** What gets saved and previewed: a blank input counts as 0. */
export function toSettings(draft: PricingDraft): PricingSettings {
  const number = (text: string) => (text.trim() === '' ? 0 : Number(text));
  return {
    targetTotal: number(draft.targetTotal),
    gstPct: number(draft.gstPct),
    serviceCharge: number(draft.serviceCharge),
  };
}
