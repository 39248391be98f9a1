import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type CancellationSettings,
  CancellationSettingsSchema,
  CHARGE_RUPEES_MAX,
  CUTOFF_HOURS_MAX,
  CUTOFF_HOURS_MIN,
} from '#shared/refunds/cancellation-settings.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { cardClass } from '#web/components/ui/card.tsx';
import { useSaveCancellationSettings } from '../api/cancellation-settings.ts';

const FIELDS = [
  {
    key: 'cutoffHours',
    label: 'Customers may ask to cancel until (hours before the appointment)',
    hint: `From ${CUTOFF_HOURS_MIN} to ${CUTOFF_HOURS_MAX}. Never after the plates are fitted.`,
    min: CUTOFF_HOURS_MIN,
    max: CUTOFF_HOURS_MAX,
  },
  {
    key: 'chargeRupees',
    label: 'Cancellation charge (₹)',
    hint: 'Kept from the refund only when the customer cancels; state it in your refund policy above. Never charged when you cancel.',
    min: 0,
    max: CHARGE_RUPEES_MAX,
  },
] as const;

/** The owner's cancellation rules, beside the refund policy that states them (decision 0048). */
export function CancellationSettingsForm({ settings }: { settings: CancellationSettings }) {
  const form = useForm<CancellationSettings>({
    resolver: zodResolver(CancellationSettingsSchema),
    defaultValues: settings,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const save = useSaveCancellationSettings();
  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => form.reset(saved),
      onError: (failure) =>
        showServerFieldErrors(
          form.setError,
          failure,
          FIELDS.map((field) => field.key),
        ),
    });
  });

  return (
    <section aria-labelledby="cancellation-settings-heading">
      <form noValidate onSubmit={submit} className={`${cardClass} space-y-4`}>
        <h2 id="cancellation-settings-heading" className="font-semibold text-lg text-slate-900">
          Cancellation and refunds
        </h2>
        <p className="text-slate-600 text-sm">
          Customers ask to cancel from their tracking link; staff approve or decline. A paid booking
          cancelled is refunded by UPI within 7 working days.
        </p>
        {FIELDS.map((field) => {
          const id = `cancellation-${field.key}`;
          const error = errors[field.key]?.message;
          return (
            <FormField key={field.key} id={id} label={field.label} hint={field.hint} error={error}>
              <input
                {...fieldAria(id, error, field.hint)}
                type="number"
                inputMode="numeric"
                min={field.min}
                max={field.max}
                {...form.register(field.key, { valueAsNumber: true, onChange: () => save.reset() })}
                className={`${inputClass} max-w-40`}
              />
            </FormField>
          );
        })}
        <SaveBar
          save={save}
          savedMessage="Saved. Requests from now on follow these settings."
          failedMessage="The cancellation settings could not be saved. Please try again."
          unsaved={isDirty}
          saveLabel="Save cancellation settings"
        />
      </form>
    </section>
  );
}
