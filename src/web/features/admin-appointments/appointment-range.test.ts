import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '#shared/appointments/appointment-schema.ts';
import {
  groupByDayAndSlot,
  lookAheadRange,
  mapLink,
  openingDay,
  rangeOf,
  stepDay,
  viewFromSearch,
} from './appointment-range.ts';

describe('the staff’s appointment views', () => {
  it('shows a day, or Monday to Sunday around it', () => {
    expect(rangeOf('day', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    // 25 Nov 2026 is a Wednesday; 29 Nov a Sunday, 30 Nov a Monday.
    expect(rangeOf('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('steps a day or a week, across months', () => {
    expect(stepDay('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(stepDay('week', '2026-12-03', -1)).toBe('2026-11-26');
  });

  it('reads the view from the address bar, falling back to today’s day view', () => {
    const today = '2026-11-24';
    expect(viewFromSearch(new URLSearchParams('view=week&day=2026-12-01'), today)).toEqual({
      view: 'week',
      day: '2026-12-01',
      dayChosen: true,
    });
    expect(viewFromSearch(new URLSearchParams('view=year&day=2026-02-30'), today)).toEqual({
      view: 'day',
      day: today,
      dayChosen: false,
    });
  });

  it('opens on the next day with appointments: today if it has any, today when none are ahead', () => {
    const today = '2026-11-24';
    const list = [
      { day: '2026-11-26', centreId: 'home' },
      { day: '2026-11-28', centreId: 'dealer' },
    ];
    expect(lookAheadRange(today)).toEqual({ from: today, to: '2026-12-24' });
    expect(openingDay(list, today)).toBe('2026-11-26');
    expect(openingDay(list, today, 'dealer')).toBe('2026-11-28');
    expect(openingDay([{ day: today, centreId: 'home' }, ...list], today)).toBe(today);
    expect(openingDay([], today)).toBe(today);
    expect(openingDay(list, today, 'closed-centre')).toBe(today);
  });

  it('links the address, town, state and pin code to a map search', () => {
    expect(
      mapLink({
        address: '12 Civil Lines & Co',
        city: 'Roorkee',
        state: 'Uttarakhand',
        pincode: '247667',
      }),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Civil%20Lines%20%26%20Co%2C%20Roorkee%2C%20Uttarakhand%20247667',
    );
    expect(
      mapLink({ address: ' ', city: 'Roorkee', state: 'Uttarakhand', pincode: '247667' }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=Roorkee%2C%20Uttarakhand%20247667');
  });

  it('groups the list by day, then slot', () => {
    const at = (day: string, slot: string, orderId: string) =>
      ({ day, slot, start: slot.slice(0, 5), end: slot.slice(6), orderId }) as AdminAppointment;
    const groups = groupByDayAndSlot([
      at('2026-11-25', '10:00-12:00', 'a'),
      at('2026-11-25', '10:00-12:00', 'b'),
      at('2026-11-25', '14:00-16:00', 'c'),
      at('2026-11-26', '10:00-12:00', 'd'),
    ]);
    expect(
      groups.map((d) => [
        d.day,
        d.slots.map((s) => [s.slot, s.appointments.map((a) => a.orderId)]),
      ]),
    ).toEqual([
      [
        '2026-11-25',
        [
          ['10:00-12:00', ['a', 'b']],
          ['14:00-16:00', ['c']],
        ],
      ],
      ['2026-11-26', [['10:00-12:00', ['d']]]],
    ]);
  });
});
