import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type {
  AppointmentRules,
  Holiday,
  SlotRule,
} from '#shared/appointments/appointment-rules.ts';
import {
  type FittingCentreInput,
  FittingCentreInputSchema,
} from '#shared/centres/fitting-centre.ts';

/** Monday first, as the owner reads a week; the numbers are JavaScript's (0 is Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A new slot starts where the last one ends (an hour long), or at 10:00. */
export function nextSlot(slots: readonly SlotRule[]): SlotRule {
  const last = slots.at(-1);
  if (!last) return { start: '10:00', end: '12:00', capacity: 4 };
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const endHour = Math.min(hours + 1, 23);
  const end = `${String(endHour).padStart(2, '0')}:${String(endHour === 23 ? 59 : minutes).padStart(2, '0')}`;
  return { start: last.end, end, capacity: last.capacity };
}

/**
 * What is sent: slots in time order and holidays by date, so an owner who adds an earlier slot or
 * holiday at the end of a list need not reorder it; working days as a week reads them.
 */
export function rulesToSave(rules: AppointmentRules): AppointmentRules {
  const byStart = (a: SlotRule, b: SlotRule) => a.start.localeCompare(b.start);
  const byDay = (a: Holiday, b: Holiday) => a.day.localeCompare(b.day);
  return {
    ...rules,
    workingDays: WEEK_ORDER.filter((d) => rules.workingDays.includes(d)),
    holidays: rules.holidays.map((h) => ({ ...h, name: h.name.trim() })).sort(byDay),
    slots: {
      home: [...rules.slots.home].sort(byStart),
      dealer: [...rules.slots.dealer].sort(byStart),
    },
  };
}

/** The details fields of a centre: their messages show at the field, the calendar's above Save. */
export const CENTRE_DETAIL_FIELDS = [
  'name',
  'address',
  'city',
  'pincode',
  'mapUrl',
  'phone',
] as const;
type DetailField = (typeof CENTRE_DETAIL_FIELDS)[number];
const isDetailField = (key: PropertyKey | undefined): key is DetailField =>
  (CENTRE_DETAIL_FIELDS as readonly PropertyKey[]).includes(key ?? '');

/**
 * The centre form's check: what would be sent, by the schema the server applies. A detail's
 * message shows at its field; the calendar's first message shows above Save, where the server's
 * refusal shows: a message about slot order or a repeated holiday belongs to a list, not to one
 * row, and rows are checked in time order, not as typed.
 */
export const centreResolver: Resolver<FittingCentreInput> = (
  input,
): ResolverResult<FittingCentreInput> => {
  const checked = FittingCentreInputSchema.safeParse({ ...input, rules: rulesToSave(input.rules) });
  if (checked.success) return { values: checked.data, errors: {} };
  const errors: FieldErrors<FittingCentreInput> = {};
  for (const { path, message } of checked.error.issues) {
    const [field] = path;
    if (isDetailField(field)) errors[field] ??= { type: 'schema', message };
    else errors.root ??= { schema: { type: 'schema', message } } as FieldErrors['root'];
  }
  return { values: {}, errors };
};
