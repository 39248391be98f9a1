import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise } from './paise.ts';

describe('showing an amount in paise', () => {
  it('shows whole rupees like a price, and paise only when there are some', () => {
    expect(formatPaise(69_900)).toBe('₹699');
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(69_899)).toBe('₹698.99');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('writes a debit with its minus sign', () => {
    expect(formatPaise(-12_345_650)).toBe('-₹1,23,456.50');
    expect(formatPaise(-50)).toBe('-₹0.50');
  });
});

describe('agreeing with Intl, which the admin area need not load for this', () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const rupees = intl(0);
  const rupeesAndPaise = intl(2);

  it('writes any amount in paise as Intl does, to the paisa unless it is whole rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const format = paise % 100 === 0 ? rupees : rupeesAndPaise;
        expect(formatPaise(paise)).toBe(format.format(paise / 100));
      }),
    );
  });
});
