import {
  type AdminAppointment,
  MAX_APPOINTMENT_LIST_DAYS,
} from '#shared/appointments/appointment-schema.ts';
import { addDays, isCalendarDay, weekdayOf } from '#shared/site/india-time.ts';

/** The staff's two views: one day, or Monday to Sunday around it. */
export const VIEWS = ['day', 'week'] as const;
export type AppointmentView = (typeof VIEWS)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** The days a view shows around `day` (weeks start on Monday, as Indian calendars do). */
export function rangeOf(view: AppointmentView, day: string): DayRange {
  if (view === 'day') return { from: day, to: day };
  const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

/** The day "Previous" or "Next" leads to: a day or a week on. */
export function stepDay(view: AppointmentView, day: string, direction: 1 | -1): string {
  return addDays(day, direction * (view === 'day' ? 1 : 7));
}

/** The view and day from the address bar (so a refresh keeps them), else today's day view. */
export function viewFromSearch(
  params: URLSearchParams,
  today: string,
): { view: AppointmentView; day: string; dayChosen: boolean } {
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const day = params.get('day') ?? '';
  const dayChosen = isCalendarDay(day);
  return { view, day: dayChosen ? day : today, dayChosen };
}

/** The days looked ahead for the page's opening day: today and as many after as one list holds. */
export const lookAheadRange = (today: string): DayRange => ({
  from: today,
  to: addDays(today, MAX_APPOINTMENT_LIST_DAYS - 1),
});

/**
 * The day the page opens on: the first from today with an appointment (of `centre`, when one is
 * chosen), else today. The list comes by day, as the server sorts it.
 */
export function openingDay(
  list: readonly Pick<AdminAppointment, 'day' | 'centreId'>[],
  today: string,
  centre = '',
): string {
  return list.find((a) => a.day >= today && (!centre || a.centreId === centre))?.day ?? today;
}

/**
 * A Google Maps search for the customer's address: the fitter's phone opens it in its maps app.
 * Street, town, state and pin code, so a short street line still finds the right place.
 */
export function mapLink(a: Pick<AdminAppointment, 'address' | 'city' | 'state' | 'pincode'>) {
  const place = [a.address.trim(), a.city.trim(), `${a.state} ${a.pincode}`.trim()]
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

export interface SlotGroup {
  slot: string;
  start: string;
  end: string;
  appointments: AdminAppointment[];
}

export interface DayGroup {
  day: string;
  slots: SlotGroup[];
}

/** The list (already by day and slot, as the server answers it) grouped for the view and the sheet. */
export function groupByDayAndSlot(list: readonly AdminAppointment[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const a of list) {
    let day = days.at(-1);
    if (day?.day !== a.day) {
      day = { day: a.day, slots: [] };
      days.push(day);
    }
    let slot = day.slots.at(-1);
    if (slot?.slot !== a.slot) {
      slot = { slot: a.slot, start: a.start, end: a.end, appointments: [] };
      day.slots.push(slot);
    }
    slot.appointments.push(a);
  }
  return days;
}
