import { describe, expect, it } from 'vitest';
import {
  indiaDateParts,
  indiaDateTime,
  indiaDay,
  indiaDayStart,
  isCalendarDay,
} from './india-time.ts';

/** The calendar date in India as the platform's time-zone data gives it. */
const byTimeZoneData = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('India’s calendar day', () => {
  it('turns at 18:30 UTC, midnight in India', () => {
    expect(indiaDay(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(indiaDay(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01');
    expect(indiaDay(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
    expect(indiaDateParts(new Date('2028-02-28T20:00:00.000Z'))).toEqual({
      year: '2028',
      month: '02',
      day: '29',
    });
  });

  it('agrees with the time-zone data for any instant since 1950', () => {
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 5_000; i += 1) {
      const at = new Date(from + Math.floor(((to - from) * i) / 5_000) + i * 997);
      expect(indiaDay(at), at.toISOString()).toBe(byTimeZoneData.format(at));
    }
  });
});

describe('India’s date and time', () => {
  it('is UTC plus 5:30, written the way spreadsheets read a date and time', () => {
    expect(indiaDateTime(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31 23:59:59');
    expect(indiaDateTime(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01 00:00:00');
    expect(indiaDateTime(new Date('2026-11-24T04:16:05.000Z'))).toBe('2026-11-24 09:46:05');
  });
});

describe('India days as instants', () => {
  it('begin at 18:30 UTC the day before, and only real dates count', () => {
    expect(indiaDayStart('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(indiaDay(indiaDayStart('2027-01-01'))).toBe('2027-01-01');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const day of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});
