import type { Price } from '#shared/pricing/price.ts';

export interface TaxLine {
  /** CGST and SGST for a sale within the business's own state, IGST for one to another state. */
  name: 'CGST' | 'SGST' | 'IGST';
  ratePct: number;
  /** In paise: half of a whole-rupee GST may end in 50 paise. */
  paise: number;
}

/** A booking's price as a tax invoice states it, every amount in paise. */
export interface InvoiceAmounts {
  taxableValue: number;
  taxes: TaxLine[];
  serviceCharge: number;
  total: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Splits the GST the customer was charged. The price (shared/pricing/price.ts) levies GST on the
 * base alone and adds the service charge after tax, and the customer paid that total: so the
 * invoice's taxable value is the base, its tax is exactly the GST charged, and the service
 * charge stands on a line of its own outside the taxable value. Its lines thus add up to the
 * booking's total. (An owner whose accountant taxes the charge sets it to 0 and puts it into the
 * target price, which then carries GST.)
 */
export function splitTax(price: Price, withinSupplierState: boolean): InvoiceAmounts {
  const gst = paise(price.gst);
  const taxes: TaxLine[] = withinSupplierState
    ? [
        { name: 'CGST', ratePct: price.gstPct / 2, paise: Math.floor(gst / 2) },
        { name: 'SGST', ratePct: price.gstPct / 2, paise: gst - Math.floor(gst / 2) },
      ]
    : [{ name: 'IGST', ratePct: price.gstPct, paise: gst }];
  return {
    taxableValue: paise(price.base),
    taxes,
    serviceCharge: paise(price.serviceCharge),
    total: paise(price.total),
  };
}
