import { describe, expect, it } from 'vitest';
import { STATEMENT_PRESETS } from '#shared/payments/statement-mapping.ts';
import { BANK_CHOICES, layoutLabel } from './bank-choice.ts';

describe('the bank picker', () => {
  it('offers Detect first, every preset, and the saved mapping last', () => {
    expect(BANK_CHOICES[0]).toEqual({ value: 'detect', label: 'Detect the bank' });
    expect(BANK_CHOICES.map((choice) => choice.value)).toEqual([
      'detect',
      ...STATEMENT_PRESETS,
      'saved',
    ]);
  });

  it('marks the presets no real export has been tried with', () => {
    const label = (value: string) => BANK_CHOICES.find((choice) => choice.value === value)?.label;
    expect(label('hdfc')).toBe('HDFC Bank');
    expect(label('pnb')).toBe('Punjab National Bank (unverified)');
    expect(layoutLabel('pnb')).toBe('Punjab National Bank');
  });
});
