import { type FormEvent, useRef, useState } from 'react';
import {
  type AppointmentRules,
  MAX_SLOTS_PER_DAY,
  type SlotRule,
  WEEKDAY_NAMES,
} from '#shared/appointments/appointment-rules.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { useSaveAppointmentRules } from '../api/appointments.ts';
import { nextSlot, rulesToSave, WEEK_ORDER } from '../rules-draft.ts';

const KIND_LABELS: Record<Installation, string> = {
  home: 'Home fitment',
  dealer: 'Dealer fitment',
};
const SAVED = 'Saved. New bookings follow these rules; booked appointments keep their places.';
const SAVE_FAILED = 'The fitting slots could not be saved. Please try again.';

const legendClass = 'font-semibold text-base text-slate-900';
// Narrower padding: "10:00 AM" and the picker's icon must fit half a 360 px phone.
const smallInput = `${inputClass.replace('px-3', 'px-2')} min-w-0`;
/** The form's panels, a little tighter on phones. */
const panelClass = `${cardClass} space-y-3 max-sm:p-4`;

/**
 * The owner's fitting rules: working days, lead time, each fitment kind's slots with their places,
 * holidays. The server checks them (one schema with its messages) and its refusal shows above Save.
 */
export function RulesForm({ rules }: { rules: AppointmentRules }) {
  const [draft, setDraft] = useState(rules);
  const [savedAs, setSavedAs] = useState(rules);
  const save = useSaveAppointmentRules();
  // Set within the tap itself: a double tap must not save (and audit) the rules twice.
  const sending = useRef(false);
  const unsaved = JSON.stringify(draft) !== JSON.stringify(savedAs);

  const edit = (change: (rules: AppointmentRules) => AppointmentRules) => {
    save.reset();
    setDraft(change);
  };
  const editSlots = (kind: Installation, change: (slots: SlotRule[]) => SlotRule[]) =>
    edit((r) => ({ ...r, slots: { ...r.slots, [kind]: change(r.slots[kind]) } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    save.mutate(rulesToSave(draft), {
      onSuccess: (saved) => {
        setDraft(saved);
        setSavedAs(saved);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset className={panelClass}>
        <legend className={`${legendClass} float-left mb-2 w-full`}>Working days</legend>
        <div className="clear-both flex flex-wrap gap-x-5 gap-y-2">
          {WEEK_ORDER.map((weekday) => (
            <label key={weekday} className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-blue-700"
                checked={draft.workingDays.includes(weekday)}
                onChange={(event) => {
                  const on = event.target.checked;
                  edit((r) => ({
                    ...r,
                    workingDays: on
                      ? [...r.workingDays, weekday]
                      : r.workingDays.filter((d) => d !== weekday),
                  }));
                }}
              />
              {WEEKDAY_NAMES[weekday]}
            </label>
          ))}
        </div>
        <div className="max-w-xs pt-2">
          <FormField
            id="rules-lead"
            label="Lead time (working days)"
            hint={`Plates must be made first: customers book from this many working days on (1–${DELIVERY_WORKING_DAYS}). Staff may move appointments sooner.`}
          >
            <input
              id="rules-lead"
              aria-describedby="rules-lead-hint"
              type="number"
              inputMode="numeric"
              min={1}
              max={DELIVERY_WORKING_DAYS}
              value={Number.isNaN(draft.leadWorkingDays) ? '' : draft.leadWorkingDays}
              onChange={(event) =>
                edit((r) => ({ ...r, leadWorkingDays: event.target.valueAsNumber }))
              }
              className={inputClass}
            />
          </FormField>
        </div>
      </fieldset>

      {(['home', 'dealer'] as const).map((kind) => (
        <fieldset key={kind} className={panelClass}>
          <legend className={`${legendClass} float-left mb-2 w-full`}>
            {KIND_LABELS[kind]} slots
          </legend>
          <ol className="clear-both space-y-3">
            {draft.slots[kind].map((slot, index) => {
              const name = `${KIND_LABELS[kind]} slot ${index + 1}`;
              const id = `rules-${kind}-${index}`;
              const set = (change: Partial<SlotRule>) =>
                editSlots(kind, (slots) =>
                  slots.map((s, i) => (i === index ? { ...s, ...change } : s)),
                );
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their times change as they are typed.
                <li key={index} className="rounded-lg border border-slate-200 p-2 sm:p-3">
                  <p className="sr-only">{name}</p>
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
                    <FormField id={`${id}-start`} label="Start">
                      <input
                        id={`${id}-start`}
                        type="time"
                        aria-label={`${name} start`}
                        value={slot.start}
                        onChange={(event) => set({ start: event.target.value })}
                        className={smallInput}
                      />
                    </FormField>
                    <FormField id={`${id}-end`} label="End">
                      <input
                        id={`${id}-end`}
                        type="time"
                        aria-label={`${name} end`}
                        value={slot.end}
                        onChange={(event) => set({ end: event.target.value })}
                        className={smallInput}
                      />
                    </FormField>
                    <FormField id={`${id}-capacity`} label="Places">
                      <input
                        id={`${id}-capacity`}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        aria-label={`${name} places`}
                        value={Number.isNaN(slot.capacity) ? '' : slot.capacity}
                        onChange={(event) => set({ capacity: event.target.valueAsNumber })}
                        className={smallInput}
                      />
                    </FormField>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-end"
                      onClick={() =>
                        editSlots(kind, (slots) => slots.filter((_, i) => i !== index))
                      }
                    >
                      Remove<span className="sr-only"> {name}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            disabled={draft.slots[kind].length >= MAX_SLOTS_PER_DAY}
            onClick={() => editSlots(kind, (slots) => [...slots, nextSlot(slots)])}
          >
            Add slot<span className="sr-only"> for {KIND_LABELS[kind].toLowerCase()}</span>
          </Button>
        </fieldset>
      ))}

      <fieldset className={panelClass}>
        <legend className={`${legendClass} float-left mb-2 w-full`}>Holidays</legend>
        <p className="clear-both text-slate-600 text-sm">
          No fitting on these days. Appointments already booked on one stay: move them from the
          Appointments page.
        </p>
        {draft.holidays.length === 0 && <p className="text-slate-600 text-sm">No holidays.</p>}
        <ul className="space-y-3">
          {draft.holidays.map((holiday, index) => {
            const id = `rules-holiday-${index}`;
            const set = (change: { day?: string; name?: string }) =>
              edit((r) => ({
                ...r,
                holidays: r.holidays.map((h, i) => (i === index ? { ...h, ...change } : h)),
              }));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their dates change as they are typed.
              <li key={index} className="rounded-lg border border-slate-200 p-2 sm:p-3">
                <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
                  <FormField id={`${id}-day`} label="Date">
                    <input
                      id={`${id}-day`}
                      type="date"
                      aria-label={`Holiday ${index + 1} date`}
                      value={holiday.day}
                      onChange={(event) => set({ day: event.target.value })}
                      className={smallInput}
                    />
                  </FormField>
                  <FormField id={`${id}-name`} label="Name">
                    <input
                      id={`${id}-name`}
                      aria-label={`Holiday ${index + 1} name`}
                      maxLength={60}
                      value={holiday.name}
                      onChange={(event) => set({ name: event.target.value })}
                      className={smallInput}
                    />
                  </FormField>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="justify-self-start sm:self-end"
                    onClick={() =>
                      edit((r) => ({ ...r, holidays: r.holidays.filter((_, i) => i !== index) }))
                    }
                  >
                    Remove<span className="sr-only"> holiday {index + 1}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => edit((r) => ({ ...r, holidays: [...r.holidays, { day: '', name: '' }] }))}
        >
          Add holiday
        </Button>
      </fieldset>

      <div className={panelClass}>
        <SaveBar save={save} savedMessage={SAVED} failedMessage={SAVE_FAILED} unsaved={unsaved} />
      </div>
    </form>
  );
}
