import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { MAX_SLOTS_PER_DAY } from '#shared/appointments/appointment-rules.ts';
import type { Installation } from '#shared/booking/booking-schema.ts';
import type { FittingCentreInput } from '#shared/centres/fitting-centre.ts';
import { FormField } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { nextSlot } from '../rules-inputs.ts';
import { legendClass, panelClass, smallInput } from './rules-form-styles.ts';

export const KIND_LABELS: Record<Installation, string> = {
  home: 'Home fitment',
  dealer: 'Dealer fitment',
};

/** One fitment kind's slots: start, end and places of each, added and removed in place. */
export function SlotListFields({
  form,
  kind,
  onEdit,
}: {
  form: UseFormReturn<FittingCentreInput>;
  kind: Installation;
  onEdit: () => void;
}) {
  const slots = useFieldArray({ control: form.control, name: `rules.slots.${kind}` });
  return (
    <fieldset className={panelClass}>
      <legend className={`${legendClass} float-left mb-2 w-full`}>{KIND_LABELS[kind]} slots</legend>
      <ol className="clear-both space-y-3">
        {slots.fields.map((slot, index) => {
          const name = `${KIND_LABELS[kind]} slot ${index + 1}`;
          const id = `rules-${kind}-${index}`;
          return (
            <li key={slot.id} className="rounded-lg border border-slate-200 p-2 sm:p-3">
              <p className="sr-only">{name}</p>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
                <FormField id={`${id}-start`} label="Start">
                  <input
                    id={`${id}-start`}
                    type="time"
                    aria-label={`${name} start`}
                    {...form.register(`rules.slots.${kind}.${index}.start`, { onChange: onEdit })}
                    className={smallInput}
                  />
                </FormField>
                <FormField id={`${id}-end`} label="End">
                  <input
                    id={`${id}-end`}
                    type="time"
                    aria-label={`${name} end`}
                    {...form.register(`rules.slots.${kind}.${index}.end`, { onChange: onEdit })}
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
                    {...form.register(`rules.slots.${kind}.${index}.capacity`, {
                      valueAsNumber: true,
                      onChange: onEdit,
                    })}
                    className={smallInput}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-end"
                  onClick={() => {
                    slots.remove(index);
                    onEdit();
                  }}
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
        disabled={slots.fields.length >= MAX_SLOTS_PER_DAY}
        onClick={() => {
          slots.append(nextSlot(form.getValues(`rules.slots.${kind}`)), { shouldFocus: false });
          onEdit();
        }}
      >
        Add slot<span className="sr-only"> for {KIND_LABELS[kind].toLowerCase()}</span>
      </Button>
    </fieldset>
  );
}
