import { describe, expect, it } from 'vitest';
import { PricingSettingsSchema } from '#shared/pricing/pricing-schema.ts';
import { pricingChanged, pricingValueOf } from './pricing-inputs.ts';

const stored = { targetTotal: 699, gstPct: 18, serviceCharge: 109 };

/** The three inputs' texts as the form reads them, checked by the schema the server applies. */
function check(texts: { targetTotal: string; gstPct: string; serviceCharge: string }) {
  return PricingSettingsSchema.safeParse({
    targetTotal: pricingValueOf('targetTotal', texts.targetTotal),
    gstPct: pricingValueOf('gstPct', texts.gstPct),
    serviceCharge: pricingValueOf('serviceCharge', texts.serviceCharge),
  });
}

describe('the pricing inputs', () => {
  it('treat a blank GST or service charge as 0', () => {
    expect(check({ targetTotal: '749', gstPct: '', serviceCharge: '  ' }).data).toEqual({
      targetTotal: 749,
      gstPct: 0,
      serviceCharge: 0,
    });
  });

  it('ask for a blank target instead of pricing it at ₹0', () => {
    const checked = check({ targetTotal: ' ', gstPct: '18', serviceCharge: '109' });
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter the target price.',
    ]);
  });

  it('keep a decimal GST percent', () => {
    expect(pricingValueOf('gstPct', '12.25')).toBe(12.25);
  });
});

describe('the unsaved-changes note', () => {
  it('shows when a value differs from the stored one, or the inputs are not a price yet', () => {
    expect(pricingChanged({ ...stored }, stored)).toBe(false);
    expect(pricingChanged({ ...stored, gstPct: 12 }, stored)).toBe(true);
    expect(pricingChanged(null, stored)).toBe(true);
  });
});
