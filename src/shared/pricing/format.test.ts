import { describe, expect, it } from 'vitest';
import { formatPaise, formatPercent, formatRupees } from './format';

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
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
});

describe('showing a GST percent', () => {
  it('shows a whole percent without decimals', () => {
    expect(formatPercent(18)).toBe('18%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('shows a decimal percent without trailing zeros', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(18.25)).toBe('18.25%');
  });

  it('hides floating-point noise, keeping at most two decimals', () => {
    expect(formatPercent(0.1 + 0.2)).toBe('0.3%');
    expect(formatPercent(18.004)).toBe('18%');
  });
});

describe('showing a bank amount in paise', () => {
  it('shows whole rupees like a price, and paise only when there are some', () => {
    expect(formatPaise(69_900)).toBe('₹699');
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(69_899)).toBe('₹698.99');
    expect(formatPaise(5)).toBe('₹0.05');
  });
});
