import type { Installation } from '#shared/booking/booking-schema.ts';
import { addDays, atIndiaTime, indiaDateTime, weekdayOf } from '#shared/site/india-time.ts';
import type { AppointmentProblem, RescheduleRefusal } from './appointment-fields.ts';
import {
  type AppointmentRules,
  BOOKING_WINDOW_DAYS,
  MAX_CUSTOMER_RESCHEDULES,
  RESCHEDULE_CUTOFF_HOURS,
  type SlotRule,
  slotKey,
  slotsFor,
} from './appointment-rules.ts';

/**
 * Which days and slots can be booked: pure functions of the owner's rules, India's today and what
 * is already booked, so the calendar the customer sees and the server's check are one rule.
 */

export function holidayOn(rules: AppointmentRules, day: string): string | undefined {
  return rules.holidays.find((h) => h.day === day)?.name;
}

function isFittingDay(rules: AppointmentRules, day: string): boolean {
  return (
    (rules.workingDays as readonly number[]).includes(weekdayOf(day)) &&
    holidayOn(rules, day) === undefined
  );
}

/** The first day a customer may book: the lead time's last working day after today. */
export function firstBookableDay(rules: AppointmentRules, today: string): string {
  let day = today;
  // A week has at least one working day, and at most MAX_HOLIDAYS of them are holidays.
  for (let counted = 0; counted < rules.leadWorkingDays; ) {
    day = addDays(day, 1);
    if (isFittingDay(rules, day)) counted += 1;
  }
  return day;
}

export const LAST_BOOKABLE_OFFSET = BOOKING_WINDOW_DAYS - 1;

export type ClosedReason = 'past' | 'non-working' | 'holiday' | 'too-soon';

/** Why nobody can book `day` (customers also not before the lead time), or undefined if open. */
export function closedReason(
  rules: AppointmentRules,
  today: string,
  day: string,
  who: 'customer' | 'staff' = 'customer',
): ClosedReason | undefined {
  if (day < today) return 'past';
  if (!(rules.workingDays as readonly number[]).includes(weekdayOf(day))) return 'non-working';
  if (holidayOn(rules, day) !== undefined) return 'holiday';
  if (who === 'customer' && day < firstBookableDay(rules, today)) return 'too-soon';
  return undefined;
}

export interface SlotAvailability {
  /** slotKey: "10:00-12:00". */
  slot: string;
  start: string;
  end: string;
  left: number;
}

export type DayState = 'open' | 'full' | 'closed';

export interface DayAvailability {
  day: string;
  state: DayState;
  reason?: ClosedReason;
  /** The holiday's name, when closed for one. */
  holiday?: string;
  /** Empty on a closed day. */
  slots: SlotAvailability[];
}

/** How many appointments `slot` of `day` already holds. */
export type BookedCount = (day: string, slot: string) => number;

/** The calendar a customer sees: every day from today through the window, open, full or closed. */
export function availability(
  rules: AppointmentRules,
  today: string,
  installation: Installation,
  booked: BookedCount,
): DayAvailability[] {
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, offset) => {
    const day = addDays(today, offset);
    const reason = closedReason(rules, today, day);
    if (reason) {
      const holiday = reason === 'holiday' ? holidayOn(rules, day) : undefined;
      return { day, state: 'closed', reason, ...(holiday ? { holiday } : {}), slots: [] };
    }
    const slots = slotsFor(rules, installation).map((rule) => {
      const slot = slotKey(rule);
      const left = Math.max(0, rule.capacity - booked(day, slot));
      return { slot, start: rule.start, end: rule.end, left };
    });
    return { day, state: slots.some((s) => s.left > 0) ? 'open' : 'full', slots };
  });
}

export interface AppointmentChoice {
  day: string;
  slot: string;
}

/** India's date and wall-clock time now: "2026-11-24" and "15:30". */
export interface IndiaNow {
  today: string;
  time: string;
}

export function slotRule(
  rules: AppointmentRules,
  installation: Installation,
  slot: string,
): SlotRule | undefined {
  return slotsFor(rules, installation).find((rule) => slotKey(rule) === slot);
}

/**
 * Why `choice` cannot be booked, or undefined when it can, places permitting. Staff (moving an
 * appointment) are held to the same days, but not to the lead time or the four-week window.
 */
export function appointmentProblem(
  rules: AppointmentRules,
  now: IndiaNow,
  installation: Installation,
  choice: AppointmentChoice,
  who: 'customer' | 'staff' = 'customer',
): AppointmentProblem | undefined {
  const rule = slotRule(rules, installation, choice.slot);
  if (!rule) return 'unknown-slot';
  const reason = closedReason(rules, now.today, choice.day, who);
  if (reason === 'past') return 'past';
  if (reason === 'too-soon') return 'too-soon';
  if (reason) return 'closed';
  if (choice.day === now.today && rule.start <= now.time) return 'past';
  if (who === 'customer' && choice.day > addDays(now.today, LAST_BOOKABLE_OFFSET)) {
    return 'too-far';
  }
  return undefined;
}

export function indiaNow(at: Date): IndiaNow {
  const [today = '', clock = ''] = indiaDateTime(at).split(' ');
  return { today, time: clock.slice(0, 5) };
}

/** The instant an appointment begins: its slot's start, India time, on its day. */
export function appointmentStartsAt({ day, slot }: AppointmentChoice): Date {
  return atIndiaTime(day, slotTimes(slot).start);
}

/** The slot key's times: "10:00-12:00" → start "10:00", end "12:00". */
export function slotTimes(slot: string): { start: string; end: string } {
  const [start = '', end = ''] = slot.split('-');
  return { start, end };
}

/**
 * Whether the customer may still move their appointment themselves: not once the order is
 * closed, not within RESCHEDULE_CUTOFF_HOURS of its start, and at most MAX_CUSTOMER_RESCHEDULES.
 */
export function customerRescheduleRefusal(
  appointmentStart: Date,
  reschedulesSoFar: number,
  orderOpen: boolean,
  now: Date,
): RescheduleRefusal | undefined {
  if (!orderOpen) return 'closed-order';
  if (reschedulesSoFar >= MAX_CUSTOMER_RESCHEDULES) return 'limit';
  if (appointmentStart.getTime() - now.getTime() < RESCHEDULE_CUTOFF_HOURS * 60 * 60 * 1000) {
    return 'too-late';
  }
  return undefined;
}
