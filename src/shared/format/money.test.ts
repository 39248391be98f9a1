import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

describe('showing an amount in rupees', () => {
  it('shows the rupee sign and no decimals', () => {
    expect(formatRupees(699)).toBe('₹699');
    expect(formatRupees(899)).toBe('₹899');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('never shows paise: a fractional amount is rounded to the nearest rupee', () => {
    expect(formatRupees(699.6)).toBe('₹700');
    expect(formatRupees(699.4)).toBe('₹699');
    expect(formatRupees(699.5)).toBe('₹700');
  });

  it('groups digits the Indian way (lakhs and crores)', () => {
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(1_234_567_890_123)).toBe('₹12,34,56,78,90,123');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatRupees(-123456)).toBe('-₹1,23,456');
    expect(formatRupees(-699.5)).toBe('-₹700');
  });

  it('writes an amount that rounds to nothing as ₹0, never -₹0', () => {
    expect(formatRupees(-0.4)).toBe('₹0');
    expect(formatRupees(-0)).toBe('₹0');
  });
});

describe('agreeing with Intl, which the pages do not load for this', () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const rupees = intl(0);

  it('writes any amount in rupees as Intl.NumberFormat("en-IN") does, negatives and halves too', () => {
    const amounts = fc
      .oneof(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
      )
      .filter((amount) => Math.abs(amount) >= 0.5); // Intl writes -₹0 for those; we write ₹0.
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatRupees(amount)).toBe(rupees.format(amount));
      }),
    );
  });
});
