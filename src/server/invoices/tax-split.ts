import { type Price, type TaxBasis, taxableValueOf } from '#shared/pricing/price.ts';

export interface TaxLine {
  /** CGST and SGST for a sale within the business's own state, IGST for one to another state. */
  name: 'CGST' | 'SGST' | 'IGST';
  ratePct: number;
  /** In paise: half of a whole-rupee GST may end in 50 paise. */
  paise: number;
}

/** A booking's price as a tax invoice (or its credit note) states it, every amount in paise. */
export interface InvoiceAmounts {
  /** The plates and their fitting: the base price. */
  base: number;
  /** The service charge, inside the taxable value when it was taxed (basis 'supply'). */
  serviceCharge: number;
  serviceChargeTaxed: boolean;
  /** The home-fitting line (issue 38), inside the taxable value; 0 when the booking has none. */
  homeCharge: number;
  taxableValue: number;
  taxes: TaxLine[];
  total: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Splits the GST the customer was charged, by the booking's tax basis (shared/pricing/price.ts):
 * on basis 'supply' the taxable value is base + service charge (s.15(2)(c)); on the older 'base'
 * it is the base alone and the service charge stands outside it, as those bookings were charged.
 * The tax is exactly the GST charged, so the lines add up to the booking's total.
 */
export function splitTax(
  price: Price,
  basis: TaxBasis,
  withinSupplierState: boolean,
): InvoiceAmounts {
  const gst = paise(price.gst);
  const taxes: TaxLine[] = withinSupplierState
    ? [
        { name: 'CGST', ratePct: price.gstPct / 2, paise: Math.floor(gst / 2) },
        { name: 'SGST', ratePct: price.gstPct / 2, paise: gst - Math.floor(gst / 2) },
      ]
    : [{ name: 'IGST', ratePct: price.gstPct, paise: gst }];
  return {
    base: paise(price.base),
    serviceCharge: paise(price.serviceCharge),
    serviceChargeTaxed: basis === 'supply',
    homeCharge: paise(price.homeCharge ?? 0),
    taxableValue: paise(taxableValueOf(price, basis)),
    taxes,
    total: paise(price.total),
  };
}
