import { describe, expect, it } from 'vitest';
import {
  type DayStyle,
  formatAppointment,
  formatAppointmentDay,
  formatSlot,
  formatSlotKey,
} from './appointment-format.ts';

describe('appointment dates', () => {
  it('names the calendar day itself, in English and Hindi, whatever the clock says', () => {
    expect(formatAppointmentDay('2026-12-01', 'en', 'day')).toBe('Tuesday 1 December');
    expect(formatAppointmentDay('2026-12-01', 'hi', 'day')).toBe('मंगलवार 1 दिसंबर');
    // The first and last days of a year, where a shifted day would show the wrong year too.
    expect(formatAppointmentDay('2027-01-01', 'en')).toBe('Friday 1 January 2027');
    expect(formatAppointmentDay('2026-12-31', 'en')).toBe('Thursday 31 December 2026');
  });

  it('shows a slot as India’s clock times with a dash between', () => {
    expect(formatSlot({ start: '10:00', end: '12:00' })).toBe('10:00–12:00');
    expect(formatSlotKey('14:00-16:00')).toBe('14:00–16:00');
    expect(formatAppointment({ day: '2026-12-02', start: '10:00', end: '13:00' }, 'en')).toBe(
      'Wednesday 2 December 2026, 10:00–13:00',
    );
  });

  it('writes every day of three years as Intl.DateTimeFormat does, which the pages do not load', () => {
    const intlOptions = {
      long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      day: { weekday: 'long', day: 'numeric', month: 'long' },
      short: { day: 'numeric', month: 'short' },
      weekday: { weekday: 'short' },
    } satisfies Record<DayStyle, Intl.DateTimeFormatOptions>;
    for (const locale of ['en', 'hi'] as const) {
      for (const [style, options] of Object.entries(intlOptions)) {
        const intl = new Intl.DateTimeFormat(`${locale}-IN`, { ...options, timeZone: 'UTC' });
        for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
          const day = new Date(at).toISOString().slice(0, 10);
          expect(formatAppointmentDay(day, locale, style as DayStyle)).toBe(
            intl.format(at).replace(',', ''),
          );
        }
      }
    }
  });

  it('leaves a day it cannot read as it came', () => {
    expect(formatAppointmentDay('not-a-day', 'en')).toBe('not-a-day');
  });
});
