import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { WEEKDAY_NAMES } from '#shared/appointments/appointment-rules.ts';
import type { FittingCentre, FittingCentreInput } from '#shared/centres/fitting-centre.ts';
import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { type TextFieldSpec, TextFields } from '#web/components/admin/text-fields.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { useSaveCentre } from '../api/centres.ts';
import { CENTRE_DETAIL_FIELDS, centreResolver, WEEK_ORDER } from '../rules-inputs.ts';
import { HolidayFields } from './holiday-fields.tsx';
import { legendClass, panelClass } from './rules-form-styles.ts';
import { SlotListFields } from './slot-list-fields.tsx';

const SAVED = 'Saved. New bookings follow these rules; booked appointments keep their places.';
const SAVE_FAILED = 'The fitting centre could not be saved. Please try again.';

const DETAIL_FIELDS: TextFieldSpec<FittingCentreInput>[] = [
  { name: 'name', label: 'Name', hint: 'As customers see it: “Rajpur Road workshop”.' },
  { name: 'city', label: 'City', autoComplete: 'off' },
  { name: 'pincode', label: 'PIN code', inputMode: 'numeric', maxLength: 6 },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', inputMode: 'tel' },
  {
    name: 'mapUrl',
    label: 'Map link (optional)',
    type: 'url',
    hint: 'A Google Maps link customers open for directions, starting with https://.',
    wide: true,
  },
];

/**
 * A fitting centre: where it is, whether it takes bookings, and its own calendar (working days,
 * lead time, each fitment kind's slots with their places, holidays). The form checks it by the
 * server's schema; a detail's message shows at its field, the calendar's above Save, as does the
 * server's refusal (the last open centre, areas still served from it).
 */
export function CentreForm({
  centre,
  initial,
  onAdded,
}: {
  /** The centre edited; none when adding one. */
  centre?: FittingCentre;
  initial: FittingCentreInput;
  onAdded: (added: FittingCentre) => void;
}) {
  const form = useForm<FittingCentreInput>({ resolver: centreResolver, defaultValues: initial });
  const save = useSaveCentre(centre?.id);
  // Set within the tap itself: a double tap must not save (and audit) the centre twice.
  const sending = useRef(false);
  const { isDirty, errors } = form.formState;
  const workingDays = form.watch('rules.workingDays');
  const addressError = errors.address?.message;

  // An edit takes away the last save's outcome and the last check's message.
  const onEdit = () => {
    save.reset();
    form.clearErrors('root');
  };

  const submit = form.handleSubmit((checked) => {
    if (sending.current) return;
    sending.current = true;
    save.mutate(checked, {
      onSuccess: (saved) => {
        const { id: _, position: __, ...input } = saved;
        if (centre) form.reset(input);
        else onAdded(saved);
      },
      onError: (error) => showServerFieldErrors(form.setError, error, CENTRE_DETAIL_FIELDS),
      onSettled: () => {
        sending.current = false;
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset className={panelClass}>
        <legend className={`${legendClass} float-left mb-2 w-full`}>Centre</legend>
        <div className="clear-both space-y-4">
          <FormField
            id="centre-address"
            label="Address"
            hint="Street and area, as customers should find it."
            error={addressError}
          >
            <textarea
              rows={3}
              {...form.register('address', { onChange: onEdit })}
              {...fieldAria('centre-address', addressError, 'hint')}
              className={inputClass}
            />
          </FormField>
          <TextFields form={form} fields={DETAIL_FIELDS} idPrefix="centre" onEdit={onEdit} />
          <label className="flex items-start gap-2 text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-blue-700"
              {...form.register('active', { onChange: onEdit })}
            />
            <span>
              Open for bookings
              <span className="block text-slate-600 text-sm">
                A closed centre keeps its bookings; customers no longer see it.
              </span>
            </span>
          </label>
        </div>
      </fieldset>

      <fieldset className={panelClass}>
        <legend className={`${legendClass} float-left mb-2 w-full`}>Working days</legend>
        <div className="clear-both flex flex-wrap gap-x-5 gap-y-2">
          {WEEK_ORDER.map((weekday) => (
            <label key={weekday} className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-blue-700"
                checked={workingDays.includes(weekday)}
                onChange={(event) => {
                  const on = event.target.checked;
                  form.setValue(
                    'rules.workingDays',
                    on ? [...workingDays, weekday] : workingDays.filter((d) => d !== weekday),
                    { shouldDirty: true },
                  );
                  onEdit();
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
              {...form.register('rules.leadWorkingDays', { valueAsNumber: true, onChange: onEdit })}
              className={inputClass}
            />
          </FormField>
        </div>
      </fieldset>

      <SlotListFields form={form} kind="home" onEdit={onEdit} />
      <SlotListFields form={form} kind="dealer" onEdit={onEdit} />
      <HolidayFields form={form} onEdit={onEdit} />

      <div className={panelClass}>
        <ErrorNotice message={errors.root?.schema?.message} />
        <SaveBar
          save={save}
          savedMessage={SAVED}
          failedMessage={SAVE_FAILED}
          unsaved={isDirty}
          saveLabel={centre ? 'Save centre' : 'Add centre'}
        />
      </div>
    </form>
  );
}
