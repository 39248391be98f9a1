import type { VehicleType } from '#shared/catalog/services.ts';

/** GST rate in percent (docs/product.md#prices); also the fallback when a stored one is missing. */
export const DEFAULT_GST_PCT = 18;
export const CURRENCY = 'INR';

/** What an admin sets per service and vehicle type: the total the customer pays and its split. */
export interface PricingSettings {
  targetTotal: number;
  gstPct: number;
  serviceCharge: number;
}

/** A price as shown to and charged from the customer, in whole rupees. */
export interface Price {
  base: number;
  gst: number;
  gstPct: number;
  serviceCharge: number;
  total: number;
  currency: typeof CURRENCY;
}

/**
 * First-start prices (docs/product.md#prices): two-wheeler 500 + 90 + 109 = 699,
 * four-wheeler 700 + 126 + 73 = 899; every service starts at its vehicle type's price.
 */
export const DEFAULT_PRICING_SETTINGS: Record<VehicleType, PricingSettings> = {
  TWO_WHEELER: { targetTotal: 699, gstPct: DEFAULT_GST_PCT, serviceCharge: 109 },
  FOUR_WHEELER: { targetTotal: 899, gstPct: DEFAULT_GST_PCT, serviceCharge: 73 },
};

/**
 * The percent in hundredths (18.08 → 1808). Percents step by 0.01, and in binary 16.15 / 100 is not
 * exact: computing in whole hundredths keeps a true half rupee a half, so it rounds up as it should.
 */
const basisPoints = (pct: number) => Math.round(pct * 100);

/** Base before tax such that base + GST + service charge lands on the target (the charge is untaxed). */
export function deriveBase({ targetTotal, gstPct, serviceCharge }: PricingSettings): number {
  const beforeTax = ((targetTotal - serviceCharge) * 10_000) / (10_000 + basisPoints(gstPct));
  return Math.max(0, Math.round(beforeTax));
}

/** GST on the base, rounded to whole rupees. */
export function gstOn(base: number, gstPct: number): number {
  return Math.round((base * basisPoints(gstPct)) / 10_000);
}

export function priceFromSettings(settings: PricingSettings): Price {
  const base = deriveBase(settings);
  const gst = gstOn(base, settings.gstPct);
  return {
    base,
    gst,
    gstPct: settings.gstPct,
    serviceCharge: settings.serviceCharge,
    total: base + gst + settings.serviceCharge,
    currency: CURRENCY,
  };
}
