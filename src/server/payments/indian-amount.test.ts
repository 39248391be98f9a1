import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatIndianAmount,
  paiseFromSpreadsheetNumber,
  parseIndianAmount,
} from './indian-amount.ts';

describe('parseIndianAmount', () => {
  it.each([
    ['1,23,456.50', 12_345_650, null, null],
    ['123,456.50', 12_345_650, null, null],
    ['123456.5', 12_345_650, null, null],
    ['699', 69_900, null, null],
    ['-500.00', -50_000, null, null],
    ['(1,200.00)', -120_000, null, null],
    ['₹699.00', 69_900, null, 'INR'],
    ['Rs. 699', 69_900, null, 'INR'],
    ['INR 1,000.00', 100_000, null, 'INR'],
    ['1,234.00 Cr', 123_400, 'credit', null],
    ['1,234.00DR', 123_400, 'debit', null],
    ['USD 12.50', 1_250, null, 'USD'],
    ['45.00 EUR', 4_500, null, 'EUR'],
    ['\t7,560.00 ', 756_000, null, null],
    ['0.00', 0, null, null],
  ])('reads %j', (text, paise, direction, currency) => {
    expect(parseIndianAmount(text)).toEqual({ paise, direction, currency });
  });

  it.each([
    '',
    '-',
    '12.345',
    '12,34,5.00',
    '1,2345.00',
    'abc',
    '1.2.3',
    '12 34',
    '(500',
    '1e5',
    '0x10',
    '₹ USD 5',
  ])('refuses %j', (text) => {
    expect(parseIndianAmount(text)).toBeNull();
  });

  it('round-trips every amount written the Indian way, with or without Cr/Dr', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999_99 }),
        fc.constantFrom('', ' Cr', ' Dr', 'CR'),
        (paise, suffix) => {
          const read = parseIndianAmount(`${formatIndianAmount(paise)}${suffix}`);
          expect(read?.paise).toBe(paise);
          expect(read?.direction).toBe(
            suffix === '' ? null : /cr/i.test(suffix) ? 'credit' : 'debit',
          );
        },
      ),
    );
  });

  it('writes Indian groups: lakhs and crores', () => {
    expect(formatIndianAmount(12_345_650)).toBe('1,23,456.50');
    expect(formatIndianAmount(1_234_567_890_00)).toBe('1,23,45,67,890.00');
    expect(formatIndianAmount(5)).toBe('0.05');
  });
});

describe('paiseFromSpreadsheetNumber', () => {
  it('reads the binary fractions a spreadsheet stores', () => {
    expect(paiseFromSpreadsheetNumber(699.1)).toBe(69_910);
    expect(paiseFromSpreadsheetNumber(0.1 + 0.2)).toBe(30);
    expect(paiseFromSpreadsheetNumber(123456.5)).toBe(12_345_650);
  });

  it('refuses fractions of a paisa', () => {
    expect(paiseFromSpreadsheetNumber(699.125)).toBeNull();
  });
});
