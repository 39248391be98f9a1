import type { Price } from './price.ts';
import { deriveTaxableValue } from './taxable-value.ts';

/** Whole rupees the owner may ask for home fitting, per vehicle type (admin Home service areas). */
export const MAX_HOME_CHARGE = 5000;

/**
 * The price with the area's home-fitting charge added (issue 38). The owner enters what the
 * customer pays extra, GST included when registered, as they enter a target total; so the total
 * is exactly `price.total + charge`. The GST is on the whole supply (decision 0049): the taxable
 * value is derived from the new total as deriveTaxableValue does, and the home line is what it
 * adds to base + service charge. A total no taxable value reaches exactly (at 18%, one in about
 * seven) keeps the total and carries the rupee of rounding in the GST line. Not registered (GST
 * at 0%): the line is the charge itself.
 */
export function withHomeCharge(price: Price, charge: number): Price {
  if (charge <= 0) return price;
  const total = price.total + charge;
  const before = price.base + price.serviceCharge;
  const taxable = deriveTaxableValue({
    targetTotal: total,
    gstPct: price.gstPct,
    serviceCharge: 0,
  });
  const homeCharge = Math.max(0, Math.min(charge, taxable - before));
  return { ...price, homeCharge, gst: total - before - homeCharge, total };
}
