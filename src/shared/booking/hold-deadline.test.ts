import { describe, expect, it } from 'vitest';
import { DEFAULT_APPOINTMENT_RULES } from '#shared/appointments/appointment-rules.ts';
import { atIndiaTime } from '#shared/site/india-time.ts';
import { holdDeadline } from './hold-deadline.ts';
import { addressDayLimit, DEFAULT_HOLD_SETTINGS, HoldSettingsSchema } from './hold-settings.ts';

// The default rules fit Monday to Saturday; Sunday is closed.
const rules = DEFAULT_APPOINTMENT_RULES;
const iso = (day: string, time: string) => atIndiaTime(day, time).toISOString();

describe('holdDeadline', () => {
  it('adds the plain hours when working days do not matter', () => {
    const at = atIndiaTime('2026-11-26', '18:00'); // Thursday 6 pm India
    expect(holdDeadline(at, { holdHours: 48, workingDaysOnly: false }, rules).toISOString()).toBe(
      iso('2026-11-28', '18:00'),
    );
  });

  it('skips a closed Sunday when working days only', () => {
    const saturday = atIndiaTime('2026-11-28', '18:00');
    const settings = { holdHours: 48, workingDaysOnly: true };
    // Saturday's last 6 hours, Monday's 24, Tuesday's first 18.
    expect(holdDeadline(saturday, settings, rules).toISOString()).toBe(iso('2026-12-01', '18:00'));
  });

  it('starts counting at the next working day when booked on a closed day', () => {
    const sunday = atIndiaTime('2026-11-29', '10:30');
    const deadline = holdDeadline(sunday, { holdHours: 2, workingDaysOnly: true }, rules);
    expect(deadline.toISOString()).toBe(iso('2026-11-30', '02:00'));
  });

  it('skips the owner’s holidays too, counting India days rather than UTC ones', () => {
    const withHoliday = { ...rules, holidays: [{ day: '2026-11-30', name: 'Guru Nanak Jayanti' }] };
    // 23:00 on Saturday in India is 17:30 UTC: one hour of Saturday is left in India.
    const late = atIndiaTime('2026-11-28', '23:00');
    const deadline = holdDeadline(late, { holdHours: 3, workingDaysOnly: true }, withHoliday);
    // Saturday 1 h, Sunday closed, Monday a holiday: Tuesday 2 am.
    expect(deadline.toISOString()).toBe(iso('2026-12-01', '02:00'));
  });

  it('ends at midnight when the hours end with a working day', () => {
    const at = atIndiaTime('2026-11-27', '00:00'); // Friday
    const deadline = holdDeadline(at, { holdHours: 24, workingDaysOnly: true }, rules);
    expect(deadline.toISOString()).toBe(iso('2026-11-28', '00:00'));
  });

  it('holds seven days at most and two hours at least', () => {
    expect(HoldSettingsSchema.safeParse({ ...DEFAULT_HOLD_SETTINGS, holdHours: 169 }).success).toBe(
      false,
    );
    expect(HoldSettingsSchema.safeParse({ ...DEFAULT_HOLD_SETTINGS, holdHours: 1 }).success).toBe(
      false,
    );
    expect(HoldSettingsSchema.safeParse({ ...DEFAULT_HOLD_SETTINGS, holdHours: 168 }).success).toBe(
      true,
    );
  });
});

describe('addressDayLimit', () => {
  it('lets one address hold half of a day’s places by default', () => {
    // The default day: 4 home slots of 4 and 2 dealer slots of 8.
    expect(addressDayLimit(DEFAULT_HOLD_SETTINGS, 32)).toBe(16);
    expect(addressDayLimit(DEFAULT_HOLD_SETTINGS, 5)).toBe(2);
  });
});
