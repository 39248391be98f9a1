import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/site/india-time.ts';
import {
  APPOINTMENT_RULE_MESSAGES,
  type AppointmentRules,
  AppointmentRulesSchema,
  DEFAULT_APPOINTMENT_RULES,
} from './appointment-rules.ts';
import {
  appointmentProblem,
  appointmentStartsAt,
  availability,
  closedReason,
  customerRescheduleRefusal,
  firstBookableDay,
  indiaNow,
} from './availability.ts';

// 2026-11-24 is a Tuesday; 2026-11-29 a Sunday.
const TUESDAY = '2026-11-24';
const rules: AppointmentRules = DEFAULT_APPOINTMENT_RULES;

describe('firstBookableDay', () => {
  it('counts seven working days after today, skipping Sundays', () => {
    // Wed 25, Thu 26, Fri 27, Sat 28, (Sun 29), Mon 30, Tue 1, Wed 2.
    expect(firstBookableDay(rules, TUESDAY)).toBe('2026-12-02');
  });

  it('skips holidays too', () => {
    const withHoliday = { ...rules, holidays: [{ day: '2026-11-27', name: 'Guru Nanak Jayanti' }] };
    expect(firstBookableDay(withHoliday, TUESDAY)).toBe('2026-12-03');
  });
});

describe('closedReason', () => {
  it('names the first reason a day is closed, for customers and for staff', () => {
    const withHoliday = { ...rules, holidays: [{ day: '2026-12-04', name: 'Holi' }] };
    expect(closedReason(withHoliday, TUESDAY, '2026-11-23')).toBe('past');
    expect(closedReason(withHoliday, TUESDAY, '2026-11-29')).toBe('non-working');
    expect(closedReason(withHoliday, TUESDAY, '2026-12-04')).toBe('holiday');
    expect(closedReason(withHoliday, TUESDAY, '2026-11-30')).toBe('too-soon');
    expect(closedReason(withHoliday, TUESDAY, '2026-11-30', 'staff')).toBeUndefined();
    expect(closedReason(withHoliday, TUESDAY, '2026-12-02')).toBeUndefined();
  });
});

describe('availability', () => {
  it('lists 28 days from today with the places left, and marks a full day', () => {
    const days = availability(rules, TUESDAY, 'dealer', (day, slot) =>
      day === '2026-12-02' ? 8 : slot === '10:00-13:00' ? 3 : 0,
    );
    expect(days).toHaveLength(28);
    expect(days[0]?.day).toBe(TUESDAY);
    expect(days[27]?.day).toBe(addDays(TUESDAY, 27));
    expect(days.find((d) => d.day === '2026-12-02')?.state).toBe('full');
    expect(days.find((d) => d.day === '2026-12-03')).toEqual({
      day: '2026-12-03',
      state: 'open',
      slots: [
        { slot: '10:00-13:00', start: '10:00', end: '13:00', left: 5 },
        { slot: '14:00-17:00', start: '14:00', end: '17:00', left: 8 },
      ],
    });
  });
});

describe('appointmentProblem', () => {
  const now = { today: TUESDAY, time: '11:00' };
  const home = (day: string, slot = '10:00-12:00', who?: 'customer' | 'staff') =>
    appointmentProblem(rules, now, 'home', { day, slot }, who);

  it('accepts a bookable slot and refuses each kind of unbookable one', () => {
    expect(home('2026-12-02')).toBeUndefined();
    expect(home('2026-12-02', '10:00-13:00')).toBe('unknown-slot');
    expect(home('2026-11-20')).toBe('past');
    expect(home('2026-12-06')).toBe('closed');
    expect(home('2026-11-30')).toBe('too-soon');
    expect(home(addDays(TUESDAY, 28))).toBe('too-far');
  });

  it('lets staff book inside the lead time and beyond four weeks, never into the past', () => {
    expect(home('2026-11-30', '10:00-12:00', 'staff')).toBeUndefined();
    expect(home(addDays(TUESDAY, 29), '10:00-12:00', 'staff')).toBeUndefined();
    expect(home(TUESDAY, '10:00-12:00', 'staff')).toBe('past');
    expect(home(TUESDAY, '12:00-14:00', 'staff')).toBeUndefined();
  });
});

describe('times in India', () => {
  it('reads India’s date and clock, and places a slot’s start in UTC', () => {
    expect(indiaNow(new Date('2026-11-24T18:45:00Z'))).toEqual({
      today: '2026-11-25',
      time: '00:15',
    });
    expect(appointmentStartsAt({ day: '2026-12-02', slot: '10:00-12:00' }).toISOString()).toBe(
      '2026-12-02T04:30:00.000Z',
    );
  });
});

describe('customerRescheduleRefusal', () => {
  const start = new Date('2026-12-02T04:30:00Z');
  it('allows two moves up to 24 hours before the start, while the order is open', () => {
    expect(
      customerRescheduleRefusal(start, 0, true, new Date('2026-12-01T04:30:00Z')),
    ).toBeUndefined();
    expect(customerRescheduleRefusal(start, 0, true, new Date('2026-12-01T04:31:00Z'))).toBe(
      'too-late',
    );
    expect(customerRescheduleRefusal(start, 2, true, new Date('2026-11-25T00:00:00Z'))).toBe(
      'limit',
    );
    expect(customerRescheduleRefusal(start, 0, false, new Date('2026-11-25T00:00:00Z'))).toBe(
      'closed-order',
    );
  });
});

describe('AppointmentRulesSchema', () => {
  const problem = (change: Partial<AppointmentRules>) => {
    const result = AppointmentRulesSchema.safeParse({ ...rules, ...change });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('accepts the defaults and refuses rules that cannot be kept', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ workingDays: [] })).toBe(APPOINTMENT_RULE_MESSAGES.workingDays);
    expect(problem({ leadWorkingDays: 0 })).toBe(APPOINTMENT_RULE_MESSAGES.leadTime);
    expect(problem({ leadWorkingDays: 16 })).toBe(APPOINTMENT_RULE_MESSAGES.leadTime);
    const overlapping = [
      { start: '10:00', end: '12:00', capacity: 4 },
      { start: '11:00', end: '13:00', capacity: 4 },
    ];
    expect(problem({ slots: { ...rules.slots, home: overlapping } })).toBe(
      APPOINTMENT_RULE_MESSAGES.slotOrder,
    );
    expect(
      problem({ slots: { ...rules.slots, home: [{ start: '10:00', end: '12:00', capacity: 0 }] } }),
    ).toBe(APPOINTMENT_RULE_MESSAGES.capacity);
    expect(
      problem({ slots: { ...rules.slots, home: [{ start: '25:00', end: '26:00', capacity: 1 }] } }),
    ).toBe(APPOINTMENT_RULE_MESSAGES.time);
    const twice = [
      { day: '2026-12-25', name: 'Christmas' },
      { day: '2026-12-25', name: 'Again' },
    ];
    expect(problem({ holidays: twice })).toBe(APPOINTMENT_RULE_MESSAGES.holidayTwice);
    expect(problem({ holidays: [{ day: '2026-02-30', name: 'No such day' }] })).toBe(
      APPOINTMENT_RULE_MESSAGES.holidayDay,
    );
  });
});
