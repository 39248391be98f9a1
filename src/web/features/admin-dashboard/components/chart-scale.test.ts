import { describe, expect, it } from 'vitest';
import { niceCeiling } from './chart-scale';

describe('the chart axis maximum', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [4_999, 5_000],
    [5_001, 10_000],
    [150_000, 200_000],
  ])('rounds %d up to %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});
