import { describe, expect, it } from 'vitest';
import { toDraft, toSettings } from './pricing-draft';

describe('the pricing inputs', () => {
  it('show the stored numbers as typed text', () => {
    expect(toDraft({ targetTotal: 699, gstPct: 18, serviceCharge: 109 })).toEqual({
      targetTotal: '699',
      gstPct: '18',
      serviceCharge: '109',
    });
  });

  it('treat a blank input as 0 (spec section 5)', () => {
    expect(toSettings({ targetTotal: '749', gstPct: '', serviceCharge: '  ' })).toEqual({
      targetTotal: 749,
      gstPct: 0,
      serviceCharge: 0,
    });
  });

  it('keep decimals for the schema to judge', () => {
    expect(toSettings({ targetTotal: '699.5', gstPct: '12.25', serviceCharge: '0' })).toEqual({
      targetTotal: 699.5,
      gstPct: 12.25,
      serviceCharge: 0,
    });
  });
});
