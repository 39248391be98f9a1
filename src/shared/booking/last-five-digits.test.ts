import { describe, expect, it } from 'vitest';
import { toLastFiveDigits } from './last-five-digits';

describe('the last five digits of a chassis or engine number', () => {
  it.each([
    ['AB12345', '12345'],
    ['MA3EWDE1S00123456', '23456'],
    ['ME4JF50 9A-K8012345', '12345'],
    ['12 3', '123'],
    ['', ''],
    ['ABCDE', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(toLastFiveDigits(typed)).toBe(kept);
  });
});
