import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type AppointmentRules, WEEKDAY_NAMES } from '#shared/appointments/appointment-rules.ts';
import { DELIVERY_WORKING_DAYS } from '#shared/site/site-info.ts';
import { ErrorNotice } from '#web/components/admin/notice.tsx';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, inputClass } from '#web/components/form/form-field.tsx';
import { useSaveAppointmentRules } from '../api/appointments.ts';
import { rulesResolver, WEEK_ORDER } from '../rules-inputs.ts';
import { HolidayFields } from './holiday-fields.tsx';
import { legendClass, panelClass } from './rules-form-styles.ts';
import { SlotListFields } from './slot-list-fields.tsx';

const SAVED = 'Saved. New bookings follow these rules; booked appointments keep their places.';
const SAVE_FAILED = 'The fitting slots could not be saved. Please try again.';

/**
 * The owner's fitting rules: working days, lead time, each fitment kind's slots with their places,
 * holidays. The form checks them by the server's schema (one schema with its messages); that
 * check's message, or the server's refusal, shows above Save.
 */
export function RulesForm({ rules }: { rules: AppointmentRules }) {
  const form = useForm<AppointmentRules>({ resolver: rulesResolver, defaultValues: rules });
  const save = useSaveAppointmentRules();
  // Set within the tap itself: a double tap must not save (and audit) the rules twice.
  const sending = useRef(false);
  const { isDirty, errors } = form.formState;
  const workingDays = form.watch('workingDays');

  // An edit takes away the last save's outcome and the last check's message.
  const onEdit = () => {
    save.reset();
    form.clearErrors('root');
  };

  const submit = form.handleSubmit((checked) => {
    if (sending.current) return;
    sending.current = true;
    save.mutate(checked, {
      onSuccess: (saved) => form.reset(saved),
      onSettled: () => {
        sending.current = false;
      },
    });
  });

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
                checked={workingDays.includes(weekday)}
                onChange={(event) => {
                  const on = event.target.checked;
                  form.setValue(
                    'workingDays',
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
              {...form.register('leadWorkingDays', { valueAsNumber: true, onChange: onEdit })}
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
        <SaveBar save={save} savedMessage={SAVED} failedMessage={SAVE_FAILED} unsaved={isDirty} />
      </div>
    </form>
  );
}
