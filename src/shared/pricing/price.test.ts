import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  DEFAULT_GST_PCT,
  DEFAULT_PRICING_SETTINGS,
  deriveBase,
  gstOn,
  priceFromSettings,
} from './price.ts';

describe('the prices of a fresh install', () => {
  it('charges GST at 18 percent in INR', () => {
    expect(DEFAULT_GST_PCT).toBe(18);
    expect(CURRENCY).toBe('INR');
  });

  it('starts the admin form at target 699, GST 18, service charge 109 for two-wheelers', () => {
    expect(DEFAULT_PRICING_SETTINGS.TWO_WHEELER).toEqual({
      targetTotal: 699,
      gstPct: 18,
      serviceCharge: 109,
    });
  });

  it('starts the admin form at target 899, GST 18, service charge 73 for four-wheelers', () => {
    expect(DEFAULT_PRICING_SETTINGS.FOUR_WHEELER).toEqual({
      targetTotal: 899,
      gstPct: 18,
      serviceCharge: 73,
    });
  });

  it('prices a two-wheeler at 500 + 90 GST + 109 service charge = 699', () => {
    expect(priceFromSettings(DEFAULT_PRICING_SETTINGS.TWO_WHEELER)).toEqual({
      base: 500,
      gst: 90,
      gstPct: 18,
      serviceCharge: 109,
      total: 699,
      currency: 'INR',
    });
  });

  it('prices a four-wheeler at 700 + 126 GST + 73 service charge = 899', () => {
    expect(priceFromSettings(DEFAULT_PRICING_SETTINGS.FOUR_WHEELER)).toEqual({
      base: 700,
      gst: 126,
      gstPct: 18,
      serviceCharge: 73,
      total: 899,
      currency: 'INR',
    });
  });
});

describe('deriving the base price from the target total', () => {
  it('takes the service charge off the target, then the GST: round((target - charge) / 1.18)', () => {
    // (1000 - 100) / 1.18 = 762.71... → 763
    expect(deriveBase({ targetTotal: 1000, gstPct: 18, serviceCharge: 100 })).toBe(763);
    // (1000 - 0) / 1.18 = 847.45... → 847
    expect(deriveBase({ targetTotal: 1000, gstPct: 18, serviceCharge: 0 })).toBe(847);
  });

  it('rounds to the nearest rupee, a half rupee up', () => {
    // At 100% GST the base is half of (target - charge): 41 / 2 = 20.5 → 21, 39 / 2 = 19.5 → 20
    expect(deriveBase({ targetTotal: 41, gstPct: 100, serviceCharge: 0 })).toBe(21);
    expect(deriveBase({ targetTotal: 39, gstPct: 100, serviceCharge: 0 })).toBe(20);
    // 1001 / 1.18 = 848.31 → 848 (down); 1004 / 1.18 = 850.85 → 851 (up)
    expect(deriveBase({ targetTotal: 1001, gstPct: 18, serviceCharge: 0 })).toBe(848);
    expect(deriveBase({ targetTotal: 1004, gstPct: 18, serviceCharge: 0 })).toBe(851);
  });

  it('is the target minus the service charge when there is no GST', () => {
    expect(deriveBase({ targetTotal: 699, gstPct: 0, serviceCharge: 109 })).toBe(590);
  });

  it('is 0, never negative, when the service charge exceeds the target', () => {
    expect(deriveBase({ targetTotal: 100, gstPct: 18, serviceCharge: 150 })).toBe(0);
    expect(deriveBase({ targetTotal: 0, gstPct: 18, serviceCharge: 73 })).toBe(0);
  });

  it('is 0 when the service charge equals the target', () => {
    expect(deriveBase({ targetTotal: 109, gstPct: 18, serviceCharge: 109 })).toBe(0);
  });

  it('works with a decimal GST percent such as 12.5 and 18.25', () => {
    // 1125 / 1.125 = 1000
    expect(deriveBase({ targetTotal: 1125, gstPct: 12.5, serviceCharge: 0 })).toBe(1000);
    // (1283 - 100) / 1.1825 = 1000.42... → 1000
    expect(deriveBase({ targetTotal: 1283, gstPct: 18.25, serviceCharge: 100 })).toBe(1000);
  });
});

describe('GST on the base price', () => {
  it('is the base times the percent, in whole rupees', () => {
    expect(gstOn(500, 18)).toBe(90);
    expect(gstOn(700, 18)).toBe(126);
    expect(gstOn(0, 18)).toBe(0);
    expect(gstOn(500, 0)).toBe(0);
  });

  it('rounds a half rupee up (25 x 18% = 4.50 → 5; 75 x 18% = 13.50 → 14)', () => {
    expect(gstOn(25, 18)).toBe(5);
    expect(gstOn(75, 18)).toBe(14);
  });

  it('rounds below a half rupee down (24 x 18% = 4.32 → 4)', () => {
    expect(gstOn(24, 18)).toBe(4);
  });

  it('handles decimal percents (1000 x 12.5% = 125; 1000 x 18.25% = 182.50 → 183)', () => {
    expect(gstOn(1000, 12.5)).toBe(125);
    expect(gstOn(1000, 18.25)).toBe(183);
  });

  // In floating point 1000 * 16.15 / 100 is 161.49999999999997: a true half that must still round up.
  it('rounds a half rupee up for GST percents that are not exact in binary (1000 x 16.15% = 161.50 → 162)', () => {
    expect(gstOn(1000, 16.15)).toBe(162);
    expect(gstOn(1500, 17.9)).toBe(269);
  });
});

describe('the price a customer pays', () => {
  it('is base + GST + service charge, with GST on the base only (the service charge is untaxed)', () => {
    const price = priceFromSettings({ targetTotal: 1000, gstPct: 18, serviceCharge: 100 });
    // base 763, GST round(137.34) = 137: 18% of 100 service charge is not added
    expect(price).toEqual({
      base: 763,
      gst: 137,
      gstPct: 18,
      serviceCharge: 100,
      total: 1000,
      currency: 'INR',
    });
  });

  it('reflects the GST rounding in the total (target 29 at 18% gives base 25, GST 5, total 30)', () => {
    const price = priceFromSettings({ targetTotal: 29, gstPct: 18, serviceCharge: 0 });
    expect(price.base).toBe(25);
    expect(price.gst).toBe(5);
    expect(price.total).toBe(30);
  });

  it('is just the service charge when the charge exceeds the target', () => {
    expect(priceFromSettings({ targetTotal: 100, gstPct: 18, serviceCharge: 150 })).toEqual({
      base: 0,
      gst: 0,
      gstPct: 18,
      serviceCharge: 150,
      total: 150,
      currency: 'INR',
    });
  });

  it('is free when every setting is 0 (blank admin inputs are saved as 0)', () => {
    expect(priceFromSettings({ targetTotal: 0, gstPct: 0, serviceCharge: 0 })).toEqual({
      base: 0,
      gst: 0,
      gstPct: 0,
      serviceCharge: 0,
      total: 0,
      currency: 'INR',
    });
  });

  it('keeps a decimal GST percent as given (12.5%: 1000 + 125 + 50 = 1175)', () => {
    expect(priceFromSettings({ targetTotal: 1175, gstPct: 12.5, serviceCharge: 50 })).toEqual({
      base: 1000,
      gst: 125,
      gstPct: 12.5,
      serviceCharge: 50,
      total: 1175,
      currency: 'INR',
    });
  });

  it('rounds the GST of a decimal percent (18.25%: 1000 + 183 + 100 = 1283)', () => {
    expect(priceFromSettings({ targetTotal: 1283, gstPct: 18.25, serviceCharge: 100 })).toEqual({
      base: 1000,
      gst: 183,
      gstPct: 18.25,
      serviceCharge: 100,
      total: 1283,
      currency: 'INR',
    });
  });

  // 1107 / 1.1808 is exactly 937.5 but 937.4999999999999 in naive floating point.
  it('derives the base with exact half-rupee rounding for decimal GST percents (1107 at 18.08% → base 938)', () => {
    expect(deriveBase({ targetTotal: 1107, gstPct: 18.08, serviceCharge: 0 })).toBe(938);
  });
});
