import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, formatPercent, formatRupees } from './format.ts';

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

describe('agreeing with Intl, which the pages do not load for this', () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const rupees = intl(0);
  const rupeesAndPaise = intl(2);

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

  it('writes an amount that rounds to nothing as ₹0, never -₹0', () => {
    expect(formatRupees(-0.4)).toBe('₹0');
    expect(formatRupees(-0)).toBe('₹0');
  });

  it('writes any amount in paise as Intl does, to the paisa unless it is whole rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const format = paise % 100 === 0 ? rupees : rupeesAndPaise;
        expect(formatPaise(paise)).toBe(format.format(paise / 100));
      }),
    );
  });
});
