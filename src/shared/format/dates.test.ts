import { describe, expect, it } from 'vitest';
import {
  type DayStyle,
  formatAppointment,
  formatClock,
  formatDay,
  formatSlot,
  formatSlotKey,
} from './dates.ts';

const LOCALES = ['en', 'hi'] as const;

describe('a calendar day', () => {
  it('names the day itself in each style, in English and Hindi', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('Tuesday 1 December 2026');
    expect(formatDay('2026-12-01', 'hi')).toBe('मंगलवार 1 दिसंबर 2026');
    expect(formatDay('2026-12-01', 'en', 'day')).toBe('Tuesday 1 December');
    expect(formatDay('2026-12-01', 'hi', 'day')).toBe('मंगलवार 1 दिसंबर');
    expect(formatDay('2026-12-01', 'en', 'medium')).toBe('1 Dec 2026');
    expect(formatDay('2026-09-23', 'en', 'medium')).toBe('23 Sept 2026');
    expect(formatDay('2026-12-01', 'en', 'short')).toBe('1 Dec');
    expect(formatDay('2026-12-01', 'en', 'weekday')).toBe('Tue');
  });

  it('is the same day on any computer: the first and last days of a year keep their year', () => {
    expect(formatDay('2027-01-01', 'en')).toBe('Friday 1 January 2027');
    expect(formatDay('2026-12-31', 'en')).toBe('Thursday 31 December 2026');
    expect(formatDay('2028-02-29', 'en', 'medium')).toBe('29 Feb 2028');
  });

  it('writes every day of three years as Intl.DateTimeFormat does, which the pages do not load', () => {
    const intlOptions = {
      long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      day: { weekday: 'long', day: 'numeric', month: 'long' },
      medium: { dateStyle: 'medium' },
      short: { day: 'numeric', month: 'short' },
      weekday: { weekday: 'short' },
    } satisfies Record<DayStyle, Intl.DateTimeFormatOptions>;
    for (const locale of LOCALES) {
      for (const [style, options] of Object.entries(intlOptions)) {
        const intl = new Intl.DateTimeFormat(`${locale}-IN`, { ...options, timeZone: 'UTC' });
        for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
          const day = new Date(at).toISOString().slice(0, 10);
          expect(formatDay(day, locale, style as DayStyle)).toBe(intl.format(at).replace(',', ''));
        }
      }
    }
  });

  it('leaves a day it cannot read as it came', () => {
    expect(formatDay('not-a-day', 'en')).toBe('not-a-day');
    expect(formatDay('', 'en', 'medium')).toBe('');
  });
});

describe('a fitting slot and an appointment', () => {
  it('shows a slot on a 12-hour clock: am/pm in English, the part of the day first in Hindi', () => {
    expect(formatSlot({ start: '10:00', end: '12:00' }, 'en')).toBe('10:00 am – 12:00 pm');
    expect(formatSlotKey('14:00-16:30', 'en')).toBe('2:00 pm – 4:30 pm');
    expect(formatSlot({ start: '10:00', end: '12:00' }, 'hi')).toBe('सुबह 10:00 – दोपहर 12:00');
    expect(formatSlotKey('16:00-20:00', 'hi')).toBe('शाम 4:00 – रात 8:00');
  });

  it('writes every clock time of a day as Intl.DateTimeFormat does, which the pages do not load', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
      hi: new Intl.DateTimeFormat('hi-IN', {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        timeZone: 'UTC',
      }),
    };
    for (const locale of LOCALES) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        expect(formatClock(time, locale)).toBe(intl[locale].format(minute * 60_000));
      }
    }
  });

  it('writes the appointment as its long day and its slot, in the reader’s language', () => {
    const appointment = { day: '2026-12-02', start: '10:00', end: '13:00' };
    expect(formatAppointment(appointment, 'en')).toBe(
      'Wednesday 2 December 2026, 10:00 am – 1:00 pm',
    );
    expect(formatAppointment(appointment, 'hi')).toBe('बुधवार 2 दिसंबर 2026, सुबह 10:00 – दोपहर 1:00');
  });
});
