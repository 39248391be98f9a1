import { describe, expect, it } from 'vitest';
import { checkDraft, draftFieldOf, EMPTY_DRAFT, fromDraft, toDraft } from './mapping-draft.ts';

describe('the bank column mapping form', () => {
  it('sends only the chosen amounts shape and leaves blank optional columns out', () => {
    const draft = {
      ...EMPTY_DRAFT,
      date: 'Txn Date',
      description: 'Narration',
      credit: 'Deposit',
      amount: 'left over from the other shape',
    };
    expect(checkDraft(draft)).toEqual({
      mapping: {
        date: 'Txn Date',
        description: 'Narration',
        amounts: { kind: 'credit-debit', credit: 'Deposit' },
        dateOrder: 'day-month-year',
      },
      errors: {},
    });
    expect(fromDraft({ ...draft, amountsKind: 'amount-direction' }).amounts).toEqual({
      kind: 'amount-direction',
      amount: 'left over from the other shape',
      direction: undefined,
    });
  });

  it('puts each problem at its input, in the server’s words', () => {
    const { mapping, errors } = checkDraft({ ...EMPTY_DRAFT, amountsKind: 'amount-direction' });
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
    const draft = toDraft(mapping);
    expect(draft).toMatchObject({ amount: 'Amount', direction: 'Cr/Dr', credit: '' });
    expect(checkDraft(draft).mapping).toEqual(mapping);
    expect(toDraft(null)).toEqual(EMPTY_DRAFT);
  });

  it('finds the input of a server field error by its path', () => {
    expect(draftFieldOf('mapping.amounts.credit'.split('.'))).toBe('credit');
    expect(draftFieldOf(['mapping', 'amounts', 'kind'])).toBe('amountsKind');
    expect(draftFieldOf(['mapping', 'date'])).toBe('date');
    expect(draftFieldOf(['mapping'])).toBeUndefined();
  });
});
