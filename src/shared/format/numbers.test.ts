import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './numbers.ts';

describe('showing a count', () => {
  it('groups digits the Indian way: the last three, then pairs', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(20_000)).toBe('20,000');
    expect(formatCount(123_456)).toBe('1,23,456');
    expect(formatCount(12_345_678)).toBe('1,23,45,678');
  });

  it('writes any count as Intl.NumberFormat("en-IN") does, which the pages do not load', () => {
    const intl = new Intl.NumberFormat('en-IN');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(formatCount(count)).toBe(intl.format(count));
      }),
    );
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
