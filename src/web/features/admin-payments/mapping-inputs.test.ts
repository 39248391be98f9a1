import { describe, expect, it } from 'vitest';
import {
  checkMappingInputs,
  EMPTY_MAPPING_INPUTS,
  mappingFromInputs,
  mappingInputOf,
  mappingResolver,
  toMappingInputs,
} from './mapping-inputs.ts';

describe('the bank column mapping form', () => {
  it('sends only the chosen amounts shape and leaves blank optional columns out', () => {
    const inputs = {
      ...EMPTY_MAPPING_INPUTS,
      date: 'Txn Date',
      description: 'Narration',
      credit: 'Deposit',
      amount: 'left over from the other shape',
    };
    expect(checkMappingInputs(inputs)).toEqual({
      mapping: {
        date: 'Txn Date',
        description: 'Narration',
        amounts: { kind: 'credit-debit', credit: 'Deposit' },
        dateOrder: 'day-month-year',
      },
      errors: {},
    });
    expect(mappingFromInputs({ ...inputs, amountsKind: 'amount-direction' }).amounts).toEqual({
      kind: 'amount-direction',
      amount: 'left over from the other shape',
      direction: undefined,
    });
  });

  it('puts each problem at its input, in the server’s words', () => {
    const { mapping, errors } = checkMappingInputs({
      ...EMPTY_MAPPING_INPUTS,
      amountsKind: 'amount-direction',
    });
    expect(mapping).toBeNull();
    expect(errors).toEqual({
      date: 'Please name the date column.',
      description: 'Please name the description column.',
      amount: 'Please name the amount column.',
    });
  });

  it('reads a saved mapping back into the form', () => {
    const mapping = {
      date: 'Date',
      description: 'Particulars',
      reference: 'Ref',
      amounts: { kind: 'amount-direction' as const, amount: 'Amount', direction: 'Cr/Dr' },
      currency: 'Ccy',
      dateOrder: 'month-day-year' as const,
    };
    const inputs = toMappingInputs(mapping);
    expect(inputs).toMatchObject({ amount: 'Amount', direction: 'Cr/Dr', credit: '' });
    expect(checkMappingInputs(inputs).mapping).toEqual(mapping);
    expect(toMappingInputs(null)).toEqual(EMPTY_MAPPING_INPUTS);
  });

  it('finds the input of a server field error by its path', () => {
    expect(mappingInputOf('mapping.amounts.credit'.split('.'))).toBe('credit');
    expect(mappingInputOf(['mapping', 'amounts', 'kind'])).toBe('amountsKind');
    expect(mappingInputOf(['mapping', 'date'])).toBe('date');
    expect(mappingInputOf(['mapping'])).toBeUndefined();
  });

  it('gives the form the mapping to save, or each input its message', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await mappingResolver(EMPTY_MAPPING_INPUTS, undefined, options);
    expect(refused.errors.date?.message).toBe('Please name the date column.');
    expect(refused.errors.credit?.message).toMatch(/^Please name the credit/);
    const inputs = { ...EMPTY_MAPPING_INPUTS, date: 'Date', description: 'Details', credit: 'Cr' };
    expect(await mappingResolver(inputs, undefined, options)).toEqual({
      values: checkMappingInputs(inputs).mapping,
      errors: {},
    });
  });
});
