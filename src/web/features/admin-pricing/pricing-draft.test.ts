import { describe, expect, it } from 'vitest';
import { checkDraft, toDraft } from './pricing-draft.ts';

const draft = { targetTotal: '699', gstPct: '18', serviceCharge: '109' };

describe('the pricing inputs', () => {
  it('show the stored numbers as typed text', () => {
    expect(toDraft({ targetTotal: 699, gstPct: 18, serviceCharge: 109 })).toEqual(draft);
  });

  it('treat a blank GST or service charge as 0', () => {
    expect(checkDraft({ targetTotal: '749', gstPct: '', serviceCharge: '  ' })).toEqual({
      settings: { targetTotal: 749, gstPct: 0, serviceCharge: 0 },
      errors: {},
    });
  });

  it('ask for a blank target instead of pricing it at ₹0', () => {
    expect(checkDraft({ ...draft, targetTotal: ' ' })).toEqual({
      settings: null,
      errors: { targetTotal: 'Please enter the target price.' },
    });
  });

  it('say what is wrong with each field, by the rule the server applies', () => {
    expect(checkDraft({ targetTotal: '-5', gstPct: '101', serviceCharge: '9.5' })).toEqual({
      settings: null,
      errors: {
        targetTotal: 'Target price cannot be negative.',
        gstPct: 'GST percent cannot exceed 100.',
        serviceCharge: 'Service charge must be whole rupees.',
      },
    });
  });

  it('drop a problem as soon as its value is fixed', () => {
    expect(checkDraft({ ...draft, targetTotal: '-5' }).errors).toEqual({
      targetTotal: 'Target price cannot be negative.',
    });
    expect(checkDraft({ ...draft, targetTotal: '5' })).toEqual({
      settings: { targetTotal: 5, gstPct: 18, serviceCharge: 109 },
      errors: {},
    });
  });

  it('keep a decimal GST percent', () => {
    expect(checkDraft({ ...draft, gstPct: '12.25' }).settings).toEqual({
      targetTotal: 699,
      gstPct: 12.25,
      serviceCharge: 109,
    });
  });
});
