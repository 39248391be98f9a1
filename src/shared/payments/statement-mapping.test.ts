import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { StatementColumnMappingSchema, StatementLayoutChoiceSchema } from './statement-mapping.ts';

describe('the mapping staff set for their bank', () => {
  it('takes column names, trimmed, and reads dates day first unless told otherwise', () => {
    const mapping = StatementColumnMappingSchema.parse({
      date: ' Posted On ',
      description: 'Particulars',
      amounts: { kind: 'credit-debit', credit: 'Deposits' },
    });
    expect(mapping).toEqual({
      date: 'Posted On',
      description: 'Particulars',
      amounts: { kind: 'credit-debit', credit: 'Deposits' },
      dateOrder: 'day-month-year',
    });
  });

  it('says which column is missing', () => {
    const result = StatementColumnMappingSchema.safeParse({
      date: 'Date',
      description: '',
      amounts: { kind: 'amount-direction', amount: 'Amount' },
    });
    expect(result.success).toBe(false);
    expect(result.error && z.prettifyError(result.error)).toContain(
      'Please name the description column.',
    );
  });

  it('is one of two ways to read an upload, with a bank preset', () => {
    expect(StatementLayoutChoiceSchema.safeParse({ preset: 'kotak' }).success).toBe(true);
    expect(StatementLayoutChoiceSchema.safeParse({ preset: 'yes-bank' }).success).toBe(false);
  });
});
