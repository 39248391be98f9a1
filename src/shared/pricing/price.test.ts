import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withHomeCharge } from './home-charge.ts';
import {
  CURRENCY,
  DEFAULT_GST_PCT,
  DEFAULT_PRICING_SETTINGS,
  deriveTaxableValue,
  gstOn,
  priceFromSettings,
  taxableValueOf,
} from './price.ts';

describe('the prices of a fresh install', () => {
  it('charges GST at 18 percent in INR', () => {
    expect(DEFAULT_GST_PCT).toBe(18);
    expect(CURRENCY).toBe('INR');
  });

  it('starts the admin form at targets 699 and 899, GST 18, service charges 109 and 73', () => {
    expect(DEFAULT_PRICING_SETTINGS).toEqual({
      TWO_WHEELER: { targetTotal: 699, gstPct: 18, serviceCharge: 109 },
      FOUR_WHEELER: { targetTotal: 899, gstPct: 18, serviceCharge: 73 },
    });
  });

  it('taxes a registered two-wheeler’s service charge too: 483 + 109 = 592 taxable, GST 107, total 699', () => {
    expect(priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, true)).toEqual({
      base: 483,
      gst: 107,
      gstPct: 18,
      serviceCharge: 109,
      total: 699,
      currency: 'INR',
    });
  });

  it('taxes a registered four-wheeler: 689 + 73 = 762 taxable, GST 137, total 899', () => {
    expect(priceFromSettings(DEFAULT_PRICING_SETTINGS.FOUR_WHEELER, true)).toEqual({
      base: 689,
      gst: 137,
      gstPct: 18,
      serviceCharge: 73,
      total: 899,
      currency: 'INR',
    });
  });

  it('charges no tax at all without a GSTIN (s.32), the same totals: 590 + 109 = 699', () => {
    expect(priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, false)).toEqual({
      base: 590,
      gst: 0,
      gstPct: 0,
      serviceCharge: 109,
      total: 699,
      currency: 'INR',
    });
    expect(priceFromSettings(DEFAULT_PRICING_SETTINGS.FOUR_WHEELER, false).total).toBe(899);
  });
});

describe('the taxable value of a target total', () => {
  it('is the target ÷ (1 + GST%), rounded to the rupee', () => {
    // 699 / 1.18 = 592.37 → 592; 592 + 107 = 699
    expect(deriveTaxableValue({ targetTotal: 699, gstPct: 18, serviceCharge: 109 })).toBe(592);
    // 1125 / 1.125 = 1000 exactly
    expect(deriveTaxableValue({ targetTotal: 1125, gstPct: 12.5, serviceCharge: 0 })).toBe(1000);
  });

  it('finds a value that lands on the target whenever one exists', () => {
    for (let targetTotal = 900; targetTotal < 1100; targetTotal += 1) {
      const value = deriveTaxableValue({ targetTotal, gstPct: 18, serviceCharge: 0 });
      const reachable = Array.from({ length: targetTotal + 1 }, (_, v) => v).some(
        (v) => v + gstOn(v, 18) === targetTotal,
      );
      expect(value + gstOn(value, 18) === targetTotal).toBe(reachable);
    }
  });

  it('takes the nearest when no value reaches the target (29 at 18%: 25 + 5 = 30)', () => {
    expect(deriveTaxableValue({ targetTotal: 29, gstPct: 18, serviceCharge: 0 })).toBe(25);
    expect(priceFromSettings({ targetTotal: 29, gstPct: 18, serviceCharge: 0 }, true).total).toBe(
      30,
    );
  });

  it('derives with exact half-rupee rounding for decimal percents (1107 at 18.08%)', () => {
    // 1107 / 1.1808 is exactly 937.5, but 937.4999999999999 in naive floating point.
    expect(deriveTaxableValue({ targetTotal: 1107, gstPct: 18.08, serviceCharge: 0 })).toBe(938);
  });
});

describe('GST on a taxable value', () => {
  it('is the value times the percent, in whole rupees, a half rupee up', () => {
    expect(gstOn(592, 18)).toBe(107);
    expect(gstOn(0, 18)).toBe(0);
    expect(gstOn(500, 0)).toBe(0);
    expect(gstOn(25, 18)).toBe(5); // 4.50 → 5
    expect(gstOn(24, 18)).toBe(4); // 4.32 → 4
    expect(gstOn(1000, 16.15)).toBe(162); // 161.4999… in floating point, a true half
  });
});

describe('the price a registered business charges', () => {
  it('levies GST on base + service charge, so the charge adds no tax beyond the target', () => {
    const price = priceFromSettings({ targetTotal: 1000, gstPct: 18, serviceCharge: 100 }, true);
    expect(price.gst).toBe(gstOn(price.base + price.serviceCharge, 18));
    expect(price.base + price.serviceCharge + price.gst).toBe(price.total);
    expect(Math.abs(price.total - 1000)).toBeLessThanOrEqual(1);
  });

  it('is just the service charge and its tax when the charge passes the target', () => {
    expect(priceFromSettings({ targetTotal: 100, gstPct: 18, serviceCharge: 150 }, true)).toEqual({
      base: 0,
      gst: 27,
      gstPct: 18,
      serviceCharge: 150,
      total: 177,
      currency: 'INR',
    });
  });

  it('is free when every setting is 0', () => {
    expect(priceFromSettings({ targetTotal: 0, gstPct: 0, serviceCharge: 0 }, true).total).toBe(0);
  });

  it('lands on the target, or a rupee off only where no taxable value reaches it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_000 }),
        fc.integer({ min: 0, max: 2800 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 5000 }),
        (targetTotal, gstPct, serviceCharge) => {
          const settings = { targetTotal, gstPct, serviceCharge };
          const price = priceFromSettings(settings, true);
          const taxable = price.base + price.serviceCharge;
          expect(price.gst).toBe(gstOn(taxable, gstPct));
          expect(price.total).toBe(taxable + price.gst);
          if (serviceCharge * (1 + gstPct / 100) <= targetTotal - 1) {
            expect(Math.abs(price.total - targetTotal)).toBeLessThanOrEqual(1);
            // Off target only when no value hits it exactly.
            if (price.total !== targetTotal) {
              for (let v = taxable - 2; v <= taxable + 2; v += 1) {
                expect(v + gstOn(v, gstPct)).not.toBe(targetTotal);
              }
            }
          }
          const unregistered = priceFromSettings(settings, false);
          expect(unregistered.gst).toBe(0);
          expect(unregistered.total).toBe(Math.max(targetTotal, serviceCharge));
        },
      ),
    );
  });
});

describe('the taxable value of a price as charged', () => {
  const price = priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, true);
  it('includes the service charge on the law’s basis, not on the older one, none untaxed', () => {
    expect(taxableValueOf(price, 'supply')).toBe(592);
    expect(taxableValueOf({ ...price, base: 500, gst: 90 }, 'base')).toBe(500);
    expect(
      taxableValueOf(priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, false), 'none'),
    ).toBe(0);
  });
});

describe('a home-fitting charge on top of the price', () => {
  const twoWheeler = priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, true);

  it('adds exactly what the owner entered, the line its pre-tax part, the GST on all of it', () => {
    const price = withHomeCharge(twoWheeler, 200);
    // 699 + 200 = 899: taxable 762 (483 + 109 + 170), GST 137 on all of it.
    expect(price).toEqual({ ...twoWheeler, homeCharge: 170, gst: 137, total: 899 });
    expect(taxableValueOf(price, 'supply')).toBe(762);
    expect(price.gst).toBe(gstOn(762, 18));
  });

  it('is the charge itself, untaxed, for a business without a GSTIN', () => {
    const unregistered = priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER, false);
    expect(withHomeCharge(unregistered, 200)).toEqual({
      ...unregistered,
      homeCharge: 200,
      total: 899,
    });
  });

  it('leaves a price without a charge as it was, with no line', () => {
    expect(withHomeCharge(twoWheeler, 0)).toBe(twoWheeler);
  });

  it('always totals the price plus the charge, the lines adding up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_00_000 }),
        fc.integer({ min: 0, max: 2800 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.boolean(),
        (targetTotal, gstPct, serviceCharge, charge, registered) => {
          const before = priceFromSettings({ targetTotal, gstPct, serviceCharge }, registered);
          const price = withHomeCharge(before, charge);
          const homeCharge = price.homeCharge ?? -1;
          expect(price.total).toBe(before.total + charge);
          expect(price.base + price.serviceCharge + homeCharge + price.gst).toBe(price.total);
          expect(homeCharge).toBeGreaterThanOrEqual(0);
          expect(homeCharge).toBeLessThanOrEqual(charge);
          // The GST is the rate on the whole taxable value, give or take the rupee of rounding.
          const taxable = taxableValueOf(price, registered ? 'supply' : 'none');
          if (registered)
            expect(Math.abs(price.gst - gstOn(taxable, gstPct))).toBeLessThanOrEqual(1);
          else expect(price).toMatchObject({ gst: 0, homeCharge: charge });
        },
      ),
    );
  });
});
