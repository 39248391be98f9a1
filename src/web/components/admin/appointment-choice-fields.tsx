import { useQuery } from '@tanstack/react-query';
import { indiaNow } from '#shared/appointments/availability.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { formatSlot } from '#shared/format/dates.ts';
import { fitmentCalendarQuery } from '#web/lib/admin/api/move-appointment.ts';
import { FormField, fieldAria, inputClass } from '../form/form-field.tsx';

/**
 * The new day and time a member of staff picks for a booking (a move, a lapsed booking reopened):
 * any day from today, the slots of the booking's fitment kind with the places left that day, and
 * a note when the day has no fitting. The server decides; this only shows the calendar.
 */
export function AppointmentChoiceFields({
  id,
  installation,
  centreId,
  day,
  slot,
  onDayChange,
  onSlotChange,
}: {
  /** A prefix for the fields' ids (useId). */
  id: string;
  installation: Installation;
  /** The booking's fitting centre, whose calendar it moves on. */
  centreId: string | undefined;
  day: string;
  slot: string;
  onDayChange: (day: string) => void;
  onSlotChange: (slot: string) => void;
}) {
  const calendar = useQuery(fitmentCalendarQuery(installation, centreId || undefined));
  const today = indiaNow(new Date()).today;
  const days = calendar.data?.days ?? [];
  // Every working day offers the same slots: any day that lists them gives the choices.
  const slots = days.find((d) => d.slots.length > 0)?.slots ?? [];
  const chosenDay = days.find((d) => d.day === day);
  const leftOn = (key: string) => chosenDay?.slots.find((s) => s.slot === key)?.left;
  const closedNote =
    chosenDay?.state === 'closed' && chosenDay.reason !== 'too-soon'
      ? chosenDay.holiday
        ? `${chosenDay.holiday}: no fitting on this day.`
        : 'No fitting on this day.'
      : undefined;

  return (
    <>
      <FormField id={`${id}-day`} label="New date" hint={closedNote}>
        <input
          {...fieldAria(`${id}-day`, undefined, closedNote)}
          type="date"
          min={today}
          value={day}
          onChange={(event) => onDayChange(event.target.value)}
          className={inputClass}
        />
      </FormField>
      <FormField id={`${id}-slot`} label="New time">
        <select
          id={`${id}-slot`}
          value={slot}
          onChange={(event) => onSlotChange(event.target.value)}
          className={inputClass}
        >
          <option value="">Choose a time</option>
          {slots.map((s) => {
            const left = leftOn(s.slot);
            return (
              <option key={s.slot} value={s.slot}>
                {formatSlot(s, 'en')}
                {left === undefined ? '' : ` (${left} left)`}
              </option>
            );
          })}
        </select>
      </FormField>
      {calendar.isError && (
        <p className="text-sm">The list of times could not be loaded. Please close and retry.</p>
      )}
    </>
  );
}
