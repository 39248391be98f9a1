import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatInvoiceNumber,
  INVOICE_NUMBER_MAX_LENGTH,
} from './invoice-number.ts';

describe('financialYearOf', () => {
  it('runs from April to March, India time', () => {
    expect(financialYearOf(new Date('2026-11-21T06:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-05T06:00:00Z'))).toBe('2026-27');
    // 31 March 23:59:59 in India is still the old year; a second later (18:30 UTC) the new one.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('writes the century turn with two digits', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(financialYearOf(new Date('2109-06-01T00:00:00Z'))).toBe('2109-10');
  });
});

describe('formatInvoiceNumber', () => {
  it('pads the sequence and stays within the 16 characters GST allows', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('2026-27/000001');
    expect(formatInvoiceNumber('2026-27', 12_345_678)).toBe('2026-27/12345678');
    expect(formatInvoiceNumber('2026-27', 12_345_678)).toHaveLength(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => formatInvoiceNumber('2026-27', 123_456_789)).toThrow(/longer than GST allows/);
  });
});
