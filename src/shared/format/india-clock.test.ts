import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaDateTime, formatIndiaWeekdayTime } from './india-clock.ts';

const LOCALES = ['en', 'hi'] as const;

describe('an instant, on India’s clock', () => {
  it('shows the India date and time, not the computer’s', () => {
    // 20:00 UTC on 11 June is 01:30 on 12 June in India.
    expect(formatIndiaDate('2026-06-11T20:00:00.000Z')).toBe('12 Jun 2026');
    expect(formatIndiaDateTime('2026-06-11T20:00:00.000Z')).toBe('12 Jun 2026, 1:30 am');
  });

  it('turns the day, the month and the year at India’s midnight, 18:30 UTC', () => {
    expect(formatIndiaDateTime('2026-03-31T18:29:00.000Z')).toBe('31 Mar 2026, 11:59 pm');
    expect(formatIndiaDateTime('2026-03-31T18:30:00.000Z')).toBe('1 Apr 2026, 12:00 am');
    expect(formatIndiaDate('2026-12-31T18:29:59.999Z')).toBe('31 Dec 2026');
    expect(formatIndiaDate('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027');
    // Noon is 12 pm, not 0 pm.
    expect(formatIndiaDateTime('2026-06-12T06:30:00.000Z')).toBe('12 Jun 2026, 12:00 pm');
  });

  it('names the month in Hindi for Hindi pages', () => {
    expect(formatIndiaDate('2026-06-11T20:00:00.000Z', 'hi')).toBe('12 जून 2026');
    expect(formatIndiaDateTime('2026-06-11T20:00:00.000Z', 'hi')).toBe('12 जून 2026, 1:30 am');
  });

  it('writes every 97th minute of three years as Intl.DateTimeFormat does, which the pages do not load', () => {
    for (const locale of LOCALES) {
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(`${locale}-IN`, { ...options, timeZone: 'Asia/Kolkata' });
      const date = intl({ dateStyle: 'medium' });
      const dateTime = intl({ dateStyle: 'medium', timeStyle: 'short' });
      // 97 minutes apart, the instants meet every minute of the hour and both sides of midnight.
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2029, 0, 1); at += 97 * 60_000) {
        const iso = new Date(at).toISOString();
        expect(formatIndiaDate(iso, locale)).toBe(date.format(at));
        expect(formatIndiaDateTime(iso, locale)).toBe(dateTime.format(at));
      }
    }
  });

  it('writes a hold’s deadline with its weekday and without a year, in India time', () => {
    // 12:30 UTC is 6 pm in India.
    expect(formatIndiaWeekdayTime('2026-11-28T12:30:00.000Z')).toBe('Sat 28 Nov, 6:00 pm');
    expect(formatIndiaWeekdayTime('2026-11-28T12:30:00.000Z', 'hi')).toBe('शनि 28 नव॰, 6:00 pm');
    // 19:00 UTC on Saturday is already Sunday in India.
    expect(formatIndiaWeekdayTime('2026-11-28T19:00:00.000Z')).toBe('Sun 29 Nov, 12:30 am');
  });

  it('names the weekday and month of every 97th minute of a year as Intl’s parts do', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(`${locale}-IN`, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone: 'Asia/Kolkata',
      });
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 97 * 60_000) {
        const part = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
        const expected = `${part.weekday} ${part.day} ${part.month}, ${part.hour}:${part.minute} ${part.dayPeriod}`;
        expect(formatIndiaWeekdayTime(new Date(at).toISOString(), locale)).toBe(expected);
      }
    }
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatIndiaDate('soon')).toBe('soon');
    expect(formatIndiaDateTime('soon')).toBe('soon');
    expect(formatIndiaWeekdayTime('soon')).toBe('soon');
  });
});
