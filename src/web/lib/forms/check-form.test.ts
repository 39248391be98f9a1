import { describe, expect, it } from 'vitest';
import { PaymentProofSchema } from '#shared/booking/booking-schema.ts';
import { TrackOrderSchema } from '#shared/tracking/track-schema.ts';
import { checkForm } from './check-form.ts';

describe('checkForm', () => {
  it('gives the schema’s output when every field is right', () => {
    const checked = checkForm(PaymentProofSchema, { txnId: '0123 4567 8901' });
    expect(checked).toEqual({ data: { txnId: '012345678901' }, errors: {} });
  });

  it('gives each field its first message only, and no output', () => {
    const checked = checkForm(TrackOrderSchema, { orderId: '', regNumber: '' });
    expect(checked.data).toBeUndefined();
    expect(checked.errors).toEqual({
      orderId: 'orderNumberFormat',
      regNumber: 'regNumberRequired',
    });
    // As keys: the form shows them in the page's language.
    const { txnId } = checkForm(PaymentProofSchema, { txnId: '' }).errors;
    expect(txnId).toBe('txnIdRequired');
  });

  it('hands the values over as they are when the form has no schema (the browser checks)', () => {
    expect(checkForm(undefined, { from: '110001' })).toEqual({
      data: { from: '110001' },
      errors: {},
    });
  });
});
