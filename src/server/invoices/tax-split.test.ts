import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from '#shared/pricing/price.ts';
import { splitTax } from './tax-split.ts';

const twoWheeler = priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER);

describe('splitTax', () => {
  it('splits GST into CGST and SGST halves within the business’s own state', () => {
    expect(splitTax(twoWheeler, true)).toEqual({
      taxableValue: 500_00,
      taxes: [
        { name: 'CGST', ratePct: 9, paise: 45_00 },
        { name: 'SGST', ratePct: 9, paise: 45_00 },
      ],
      serviceCharge: 109_00,
      total: 699_00,
    });
  });

  it('charges IGST at the full rate to another state', () => {
    expect(splitTax(twoWheeler, false).taxes).toEqual([
      { name: 'IGST', ratePct: 18, paise: 90_00 },
    ]);
  });

  it('halves an odd GST into 50 paise amounts', () => {
    const price = { ...twoWheeler, base: 505, gst: 91, total: 705 };
    expect(splitTax(price, true).taxes.map((tax) => tax.paise)).toEqual([45_50, 45_50]);
  });

  it('always adds up to the booking’s total, however the owner sets the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_000 }),
        fc.integer({ min: 0, max: 2800 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        (targetTotal, gstPct, serviceCharge, withinState) => {
          const price = priceFromSettings({ targetTotal, gstPct, serviceCharge });
          const amounts = splitTax(price, withinState);
          const taxes = amounts.taxes.reduce((sum, tax) => sum + tax.paise, 0);
          expect(amounts.taxableValue + taxes + amounts.serviceCharge).toBe(amounts.total);
          expect(amounts.total).toBe(price.total * 100);
          expect(taxes).toBe(price.gst * 100);
        },
      ),
    );
  });
});
