import * as z from 'zod/mini';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { isCalendarDay } from '#shared/site/india-time.ts';
import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';

/**
 * When plates can be fitted (docs/product.md#appointments): the owner's rules, from which the
 * server works out every bookable day and slot. Days are India calendar days (YYYY-MM-DD), times
 * India wall-clock (HH:MM).
 */

/** Days of the week as JavaScript numbers them: 0 is Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The calendar offers the next four weeks, today included. */
export const BOOKING_WINDOW_DAYS = 28;
/** A customer may move their appointment up to this many hours before it starts… */
export const RESCHEDULE_CUTOFF_HOURS = 24;
/** …and at most this many times (staff may move it whenever they must). */
export const MAX_CUSTOMER_RESCHEDULES = 2;

export const MAX_SLOTS_PER_DAY = 8;
/** Per slot and day: a state-wide rollout fits thousands of plates a day across its fitters. */
export const MAX_SLOT_CAPACITY = 10_000;
export const MAX_HOLIDAYS = 200;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const APPOINTMENT_RULE_MESSAGES = {
  time: 'Please give times as HH:MM, 24-hour (e.g. 14:00).',
  slotOrder: 'Each slot must end after it starts, and slots must not overlap.',
  capacity: `Each slot takes between 1 and ${MAX_SLOT_CAPACITY} appointments.`,
  slotCount: `Each fitment kind needs between 1 and ${MAX_SLOTS_PER_DAY} slots a day.`,
  workingDays: 'Please choose at least one working day.',
  leadTime: `The lead time is between 1 and ${DELIVERY_WORKING_DAYS} working days (our promise).`,
  holidayDay: 'A holiday needs a real date (YYYY-MM-DD).',
  holidayName: 'Please keep a holiday name under 60 characters.',
  holidayTwice: 'The same date is listed twice as a holiday.',
  holidayCount: `Please list at most ${MAX_HOLIDAYS} holidays.`,
} as const;

const TimeSchema = z.string().check(z.regex(TIME, APPOINTMENT_RULE_MESSAGES.time));

export const SlotRuleSchema = z.object({
  start: TimeSchema,
  end: TimeSchema,
  capacity: z
    .number({ error: APPOINTMENT_RULE_MESSAGES.capacity })
    .check(
      z.int(APPOINTMENT_RULE_MESSAGES.capacity),
      z.gte(1, APPOINTMENT_RULE_MESSAGES.capacity),
      z.lte(MAX_SLOT_CAPACITY, APPOINTMENT_RULE_MESSAGES.capacity),
    ),
});
export type SlotRule = z.infer<typeof SlotRuleSchema>;

/** HH:MM strings compare in time order. */
const inOrderWithoutOverlap = (slots: readonly SlotRule[]) =>
  slots.every((slot, i) => {
    const before = slots[i - 1];
    return slot.start < slot.end && (!before || before.end <= slot.start);
  });

const SlotListSchema = z
  .array(SlotRuleSchema)
  .check(
    z.minLength(1, APPOINTMENT_RULE_MESSAGES.slotCount),
    z.maxLength(MAX_SLOTS_PER_DAY, APPOINTMENT_RULE_MESSAGES.slotCount),
    z.refine(inOrderWithoutOverlap, APPOINTMENT_RULE_MESSAGES.slotOrder),
  );

export const HolidaySchema = z.object({
  day: z.string().check(z.refine(isCalendarDay, APPOINTMENT_RULE_MESSAGES.holidayDay)),
  name: z.string().check(z.trim(), z.maxLength(60, APPOINTMENT_RULE_MESSAGES.holidayName)),
});
export type Holiday = z.infer<typeof HolidaySchema>;

export const AppointmentRulesSchema = z.object({
  workingDays: z.array(z.union(WEEKDAYS.map((d) => z.literal(d)))).check(
    z.minLength(1, APPOINTMENT_RULE_MESSAGES.workingDays),
    z.refine((days) => new Set(days).size === days.length, APPOINTMENT_RULE_MESSAGES.workingDays),
  ),
  holidays: z.array(HolidaySchema).check(
    z.maxLength(MAX_HOLIDAYS, APPOINTMENT_RULE_MESSAGES.holidayCount),
    z.refine(
      (list) => new Set(list.map((h) => h.day)).size === list.length,
      APPOINTMENT_RULE_MESSAGES.holidayTwice,
    ),
  ),
  /** Working days between today and the first bookable day: the plates must be made first. */
  leadWorkingDays: z
    .number({ error: APPOINTMENT_RULE_MESSAGES.leadTime })
    .check(
      z.int(APPOINTMENT_RULE_MESSAGES.leadTime),
      z.gte(1, APPOINTMENT_RULE_MESSAGES.leadTime),
      z.lte(DELIVERY_WORKING_DAYS, APPOINTMENT_RULE_MESSAGES.leadTime),
    ),
  slots: z.object({ home: SlotListSchema, dealer: SlotListSchema }),
});
export type AppointmentRules = z.infer<typeof AppointmentRulesSchema>;

const slots = (times: [string, string][], capacity: number): SlotRule[] =>
  times.map(([start, end]) => ({ start, end, capacity }));

export const DEFAULT_APPOINTMENT_RULES: AppointmentRules = {
  workingDays: [1, 2, 3, 4, 5, 6],
  holidays: [],
  leadWorkingDays: 7,
  slots: {
    home: slots(
      [
        ['10:00', '12:00'],
        ['12:00', '14:00'],
        ['14:00', '16:00'],
        ['16:00', '18:00'],
      ],
      4,
    ),
    dealer: slots(
      [
        ['10:00', '13:00'],
        ['14:00', '17:00'],
      ],
      8,
    ),
  },
};

/** A slot's name in requests and storage: its times, e.g. "10:00-12:00". */
export function slotKey(slot: { start: string; end: string }): string {
  return `${slot.start}-${slot.end}`;
}

export function slotsFor(rules: AppointmentRules, installation: Installation): SlotRule[] {
  return rules.slots[installation];
}
