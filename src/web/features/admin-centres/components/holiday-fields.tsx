import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { FittingCentreInput } from '#shared/centres/fitting-centre.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { legendClass, panelClass, smallInput } from './rules-form-styles.ts';

/** The days without fitting: a date and a name each, added and removed in place. */
export function HolidayFields({
  form,
  onEdit,
}: {
  form: UseFormReturn<FittingCentreInput>;
  onEdit: () => void;
}) {
  const holidays = useFieldArray({ control: form.control, name: 'rules.holidays' });
  return (
    <fieldset className={panelClass}>
      <legend className={`${legendClass} float-left mb-2 w-full`}>Holidays</legend>
      <p className="clear-both text-slate-600 text-sm">
        No fitting on these days. Appointments already booked on one stay: move them from the
        Appointments page.
      </p>
      {holidays.fields.length === 0 && <p className="text-slate-600 text-sm">No holidays.</p>}
      <ul className="space-y-3">
        {holidays.fields.map((holiday, index) => {
          const id = `rules-holiday-${index}`;
          return (
            <li key={holiday.id} className="rounded-lg border border-slate-200 p-2 sm:p-3">
              <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
                <FormField id={`${id}-day`} label="Date">
                  <input
                    id={`${id}-day`}
                    type="date"
                    aria-label={`Holiday ${index + 1} date`}
                    {...form.register(`rules.holidays.${index}.day`, { onChange: onEdit })}
                    className={smallInput}
                  />
                </FormField>
                <FormField id={`${id}-name`} label="Name">
                  <input
                    id={`${id}-name`}
                    aria-label={`Holiday ${index + 1} name`}
                    maxLength={60}
                    {...form.register(`rules.holidays.${index}.name`, { onChange: onEdit })}
                    className={smallInput}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-start sm:self-end"
                  onClick={() => {
                    holidays.remove(index);
                    onEdit();
                  }}
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
        onClick={() => {
          holidays.append({ day: '', name: '' }, { shouldFocus: false });
          onEdit();
        }}
      >
        Add holiday
      </Button>
    </fieldset>
  );
}
