import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompactRupees } from './compact-rupees.ts';

describe('showing rupees on a chart’s axis', () => {
  it('writes thousands, lakhs and crores short, to one decimal', () => {
    expect(formatCompactRupees(0)).toBe('₹0');
    expect(formatCompactRupees(500)).toBe('₹500');
    expect(formatCompactRupees(12_000)).toBe('₹12K');
    expect(formatCompactRupees(150_000)).toBe('₹1.5L');
    expect(formatCompactRupees(20_000_000)).toBe('₹2Cr');
  });

  it('moves to the larger unit when rounding reaches it', () => {
    expect(formatCompactRupees(99_949)).toBe('₹99.9K');
    expect(formatCompactRupees(99_950)).toBe('₹1L');
    expect(formatCompactRupees(9_999_950)).toBe('₹1Cr');
  });

  it('writes whole rupees up to ₹999.9 crore short as Intl’s compact notation does', () => {
    const compact = new Intl.NumberFormat('en-IN', {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const amounts = fc.oneof(
      fc.integer({ min: 0, max: 9_999_499_999 }),
      // Halves of a unit's tenth, where rounding decides: 1,050 → 1.1K, 99,950 → 1L.
      fc.integer({ min: 0, max: 99_999 }).map((n) => n * 100 + 50),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatCompactRupees(amount)).toBe(`₹${compact.format(amount)}`);
      }),
    );
  });
});
