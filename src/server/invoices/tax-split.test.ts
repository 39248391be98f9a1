import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS, priceFromSettings } from '#shared/pricing/price.ts';
import { splitTax } from './tax-split.ts';

const twoWheeler = priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, true);
/** A two-wheeler as charged before issue 37: GST on the base 500 only, service charge untaxed. */
const before37 = { ...twoWheeler, base: 500, gst: 90 };

describe('splitTax', () => {
  it('taxes base and service charge together, in CGST and SGST halves within the state', () => {
    expect(splitTax(twoWheeler, 'supply', true)).toEqual({
      base: 483_00,
      serviceCharge: 109_00,
      serviceChargeTaxed: true,
      homeCharge: 0,
      taxableValue: 592_00,
      taxes: [
        { name: 'CGST', ratePct: 9, paise: 53_50 },
        { name: 'SGST', ratePct: 9, paise: 53_50 },
      ],
      total: 699_00,
    });
  });

  it('keeps an older booking’s split as it was charged: the service charge outside', () => {
    const amounts = splitTax(before37, 'base', true);
    expect(amounts.taxableValue).toBe(500_00);
    expect(amounts.serviceChargeTaxed).toBe(false);
    expect(amounts.taxes.map((tax) => tax.paise)).toEqual([45_00, 45_00]);
  });

  it('charges IGST at the full rate to another state', () => {
    expect(splitTax(twoWheeler, 'supply', false).taxes).toEqual([
      { name: 'IGST', ratePct: 18, paise: 107_00 },
    ]);
  });

  it('always adds up to the booking’s total, however the owner sets the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_000 }),
        fc.integer({ min: 0, max: 2800 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        (targetTotal, gstPct, serviceCharge, withinState) => {
          const price = priceFromSettings({ targetTotal, gstPct, serviceCharge }, true);
          const amounts = splitTax(price, 'supply', withinState);
          const taxes = amounts.taxes.reduce((sum, tax) => sum + tax.paise, 0);
          expect(amounts.base + amounts.serviceCharge).toBe(amounts.taxableValue);
          expect(amounts.taxableValue + taxes).toBe(amounts.total);
          expect(amounts.total).toBe(price.total * 100);
          expect(taxes).toBe(price.gst * 100);
        },
      ),
    );
  });
});
