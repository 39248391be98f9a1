import { describe, expect, it, vi } from 'vitest';
import {
  createOrderNumber,
  isCurrentOrderNumber,
  isOrderNumber,
  ORDER_NUMBER_PATTERN,
  ORDER_RANDOM_MAX,
  ORDER_RANDOM_MIN,
  orderNumberDay,
} from './order-number.ts';

const fixedRandom = (value: number) => vi.fn((_min: number, _max: number) => value);

describe('creating an order number', () => {
  it('reads HSRPBOOKING/{year}/{month}{day}{6 random digits}', () => {
    expect(createOrderNumber(new Date('2026-11-21T06:00:00Z'), fixedRandom(123456))).toBe(
      'HSRPBOOKING/2026/1121123456',
    );
  });

  it('pads single-digit months and days with a zero', () => {
    expect(createOrderNumber(new Date('2026-03-05T06:00:00Z'), fixedRandom(654321))).toBe(
      'HSRPBOOKING/2026/0305654321',
    );
  });

  it('takes the date in India time: 31 Jan 20:00 UTC is already 1 Feb in India', () => {
    expect(createOrderNumber(new Date('2026-01-31T20:00:00Z'), fixedRandom(123456))).toBe(
      'HSRPBOOKING/2026/0201123456',
    );
  });

  it('moves to the new year at midnight India time (18:30 UTC on 31 Dec)', () => {
    expect(createOrderNumber(new Date('2025-12-31T18:29:59.999Z'), fixedRandom(111111))).toBe(
      'HSRPBOOKING/2025/1231111111',
    );
    expect(createOrderNumber(new Date('2025-12-31T18:30:00Z'), fixedRandom(111111))).toBe(
      'HSRPBOOKING/2026/0101111111',
    );
  });

  it('keeps the India date until midnight India time, late in the UTC evening before', () => {
    // 1 Mar 2026 00:00 IST is 28 Feb 18:30 UTC
    expect(createOrderNumber(new Date('2026-02-28T18:29:00Z'), fixedRandom(500000))).toBe(
      'HSRPBOOKING/2026/0228500000',
    );
    expect(createOrderNumber(new Date('2026-02-28T18:30:00Z'), fixedRandom(500000))).toBe(
      'HSRPBOOKING/2026/0301500000',
    );
  });

  it('asks the random source once for a number between 100000 and 999999', () => {
    const randomInt = fixedRandom(424242);
    const orderNumber = createOrderNumber(new Date('2026-11-21T06:00:00Z'), randomInt);
    expect(randomInt).toHaveBeenCalledTimes(1);
    expect(randomInt).toHaveBeenCalledWith(100000, 999999);
    expect(orderNumber.endsWith('424242')).toBe(true);
    expect(ORDER_RANDOM_MIN).toBe(100000);
    expect(ORDER_RANDOM_MAX).toBe(999999);
  });

  it.each([100000, 999999])('gives a valid order number with the random part at %i', (value) => {
    const orderNumber = createOrderNumber(new Date('2026-11-21T06:00:00Z'), fixedRandom(value));
    expect(orderNumber).toBe(`HSRPBOOKING/2026/1121${value}`);
    expect(isOrderNumber(orderNumber)).toBe(true);
  });
});

describe('recognising an order number', () => {
  it.each([
    'HSRPBOOKING/2026/1121123456',
    'HSRPBOOKING/2026/0201100000',
    'HSRPBOOKING/2025/1231999999',
  ])('accepts %s', (value) => {
    expect(isOrderNumber(value)).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test(value)).toBe(true);
  });

  it.each([
    ['a wrong prefix', 'HSRPBOOKINGS/2026/1121123456'],
    ['a lower-case prefix', 'hsrpbooking/2026/1121123456'],
    ['a missing prefix', '2026/1121123456'],
    ['a 5-digit random part', 'HSRPBOOKING/2026/112112345'],
    ['a 7-digit random part', 'HSRPBOOKING/2026/11211234567'],
    ['a random part starting with 0', 'HSRPBOOKING/2026/1121012345'],
    ['a 2-digit year', 'HSRPBOOKING/26/1121123456'],
    ['dashes instead of slashes', 'HSRPBOOKING-2026-1121123456'],
    ['a trailing character', 'HSRPBOOKING/2026/1121123456x'],
    ['a leading space', ' HSRPBOOKING/2026/1121123456'],
    ['a trailing newline', 'HSRPBOOKING/2026/1121123456\n'],
    ['letters in the digits', 'HSRPBOOKING/2026/11211234a6'],
    ['month 13', 'HSRPBOOKING/2026/1321123456'],
    ['month 00', 'HSRPBOOKING/2026/0021123456'],
    ['day 32', 'HSRPBOOKING/2026/1132123456'],
    ['day 00', 'HSRPBOOKING/2026/1100123456'],
    ['the month and day 99', 'HSRPBOOKING/9999/9999999999'],
    ['an empty string', ''],
  ])('rejects %s', (_label, value) => {
    expect(isOrderNumber(value)).toBe(false);
  });
});

describe('an order number for a new booking', () => {
  // 24 Nov 2026, 10:00 in India.
  const now = new Date('2026-11-24T04:30:00Z');

  it.each([
    ['today in India', 'HSRPBOOKING/2026/1124123456'],
    ['yesterday in India (the page was opened before midnight)', 'HSRPBOOKING/2026/1123123456'],
  ])('is accepted when dated %s', (_label, orderId) => {
    expect(isCurrentOrderNumber(orderId, now)).toBe(true);
  });

  it.each([
    ['the day before yesterday', 'HSRPBOOKING/2026/1122123456'],
    ['tomorrow', 'HSRPBOOKING/2026/1125123456'],
    ['the same day a year earlier', 'HSRPBOOKING/2025/1124123456'],
    ['a made-up date', 'HSRPBOOKING/9999/9999999999'],
    ['no order number at all', 'HSRPBOOKING/2026/1124'],
  ])('is refused when dated %s', (_label, orderId) => {
    expect(isCurrentOrderNumber(orderId, now)).toBe(false);
  });

  it('follows the India date, not UTC: at 23:00 UTC India is already on the next day', () => {
    const lateUtc = new Date('2026-11-23T23:00:00Z'); // 24 Nov, 04:30 in India
    expect(isCurrentOrderNumber('HSRPBOOKING/2026/1124123456', lateUtc)).toBe(true);
    expect(isCurrentOrderNumber('HSRPBOOKING/2026/1123123456', lateUtc)).toBe(true);
    expect(isCurrentOrderNumber('HSRPBOOKING/2026/1122123456', lateUtc)).toBe(false);
  });

  it('takes yesterday across a month and a year end', () => {
    const newYear = new Date('2027-01-01T01:00:00Z'); // 1 Jan 2027, 06:30 in India
    expect(isCurrentOrderNumber('HSRPBOOKING/2026/1231123456', newYear)).toBe(true);
    expect(isCurrentOrderNumber('HSRPBOOKING/2027/0101123456', newYear)).toBe(true);
    expect(isCurrentOrderNumber('HSRPBOOKING/2026/1230123456', newYear)).toBe(false);
  });

  it('accepts what createOrderNumber makes at that moment', () => {
    expect(isCurrentOrderNumber(createOrderNumber(now, fixedRandom(777777)), now)).toBe(true);
  });

  it('reads the date an order number carries', () => {
    expect(orderNumberDay('HSRPBOOKING/2026/0305654321')).toBe('2026-03-05');
    expect(orderNumberDay('HSRPBOOKING/2026/1305654321')).toBeUndefined();
  });
});
