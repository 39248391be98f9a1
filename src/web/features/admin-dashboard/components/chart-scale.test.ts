import { describe, expect, it } from 'vitest';
import { bookingsAxisMax, niceCeiling } from './chart-scale.ts';

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

describe('bookingsAxisMax', () => {
  it.each([
    [0, 2],
    [1, 2],
    [3, 4],
    [7, 10],
    [30, 40],
  ])('puts a whole number on the middle line for a busiest day of %i: top %i', (most, top) => {
    expect(bookingsAxisMax(most)).toBe(top);
    expect(Number.isInteger(top / 2)).toBe(true);
  });
});
