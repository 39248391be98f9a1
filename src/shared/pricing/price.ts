import type { VehicleType } from '#shared/catalog/services.ts';
import { deriveTaxableValue, gstOn, type PricingSettings } from './taxable-value.ts';

// Kept here for the callers that price; the payment page takes only taxable-value.ts.
export { deriveTaxableValue, gstOn, type PricingSettings };

/** GST rate in percent (docs/product.md#prices); also the fallback when a stored one is missing. */
export const DEFAULT_GST_PCT = 18;
export const CURRENCY = 'INR';

/** A price as shown to and charged from the customer, in whole rupees. */
export interface Price {
  base: number;
  /** 0, with gstPct 0, when the business is not registered for GST: no tax line is shown. */
  gst: number;
  gstPct: number;
  serviceCharge: number;
  /**
   * The home-fitting line (issue 38): its pre-tax rupees, inside the taxable value like the
   * service charge. Present only on a home installation in an area the owner charges for.
   */
  homeCharge?: number;
  total: number;
  currency: typeof CURRENCY;
}

/**
 * What GST a price carries (decision 0049), kept with each booking so its receipt and invoice
 * render as charged: `supply`, GST on the whole value of the supply, the service charge included
 * (CGST Act s.15(2)(c)); `none`, no tax, from a business without a GSTIN (s.32); `base`, GST on
 * the base alone and the service charge untaxed, as bookings made before issue 37 were charged.
 */
export const TAX_BASES = ['supply', 'none', 'base'] as const;
export type TaxBasis = (typeof TAX_BASES)[number];

/**
 * First-start prices (docs/product.md#prices): two-wheeler 699 (483 + service charge 109 = 592
 * taxable, GST 107), four-wheeler 899 (689 + 73 = 762, GST 137); every service starts at its
 * vehicle type's price.
 */
export const DEFAULT_PRICING_SETTINGS: Record<VehicleType, PricingSettings> = {
  TWO_WHEELER: { targetTotal: 699, gstPct: DEFAULT_GST_PCT, serviceCharge: 109 },
  FOUR_WHEELER: { targetTotal: 899, gstPct: DEFAULT_GST_PCT, serviceCharge: 73 },
};

/**
 * The price a customer pays (decision 0049). Registered for GST: GST on everything charged for the
 * supply, the service charge included, so the taxable value is base + service charge and the total
 * stays the owner's target; the base is what is left of the taxable value after the charge (0,
 * never negative, when the charge alone passes it). Not registered: no tax at all, base = target −
 * service charge, same total.
 */
export function priceFromSettings(settings: PricingSettings, registered: boolean): Price {
  const { targetTotal, serviceCharge } = settings;
  if (!registered) {
    const base = Math.max(0, targetTotal - serviceCharge);
    return {
      base,
      gst: 0,
      gstPct: 0,
      serviceCharge,
      total: base + serviceCharge,
      currency: CURRENCY,
    };
  }
  const base = Math.max(0, deriveTaxableValue(settings) - serviceCharge);
  const gst = gstOn(base + serviceCharge, settings.gstPct);
  return {
    base,
    gst,
    gstPct: settings.gstPct,
    serviceCharge,
    total: base + serviceCharge + gst,
    currency: CURRENCY,
  };
}

/** Whether a price has a tax line to show: none from a business without a GSTIN. */
export const showsTax = (price: Price) => price.gst > 0 || price.gstPct > 0;

/** The value GST was levied on, by the booking's tax basis. */
export function taxableValueOf(price: Price, basis: TaxBasis): number {
  if (basis === 'none') return 0;
  return basis === 'supply'
    ? price.base + price.serviceCharge + (price.homeCharge ?? 0)
    : price.base;
}
