import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { PricingSettings } from '#shared/pricing/price.ts';
import { type AdminPricing, PricingInputSchema } from '#shared/pricing/pricing-schema.ts';
import type { PricedChoice } from '#shared/pricing/service-pricing.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { showServerFieldErrors } from '#web/components/admin/server-field-errors.ts';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { useSavePricing } from '../api/save-pricing.ts';
import {
  PRICING_FIELDS,
  type PricingField,
  pricingChanged,
  pricingValueOf,
} from '../pricing-inputs.ts';
import { PricePreview } from './price-preview.tsx';

const FIELDS: Record<PricingField, { label: string; step: string; mode: 'numeric' | 'decimal' }> = {
  targetTotal: { label: 'Target price (₹)', step: '1', mode: 'numeric' },
  gstPct: { label: 'GST (%)', step: '0.01', mode: 'decimal' },
  serviceCharge: { label: 'Service charge (₹)', step: '1', mode: 'numeric' },
};

type Stored = NonNullable<AdminPricing[PricedChoice['service']][PricedChoice['vehicleType']]>;

interface PricingFormProps {
  choice: PricedChoice;
  stored: Stored;
  /** Id of the service's heading: the form's name is the service and the vehicle type. */
  serviceHeadingId: string;
}

/** One service's price for one vehicle type: target, GST and service charge, with a live preview. */
const settingsOf = ({ targetTotal, gstPct, serviceCharge }: Stored): PricingSettings => ({
  targetTotal,
  gstPct,
  serviceCharge,
});

export function PricingForm({ choice, stored, serviceHeadingId }: PricingFormProps) {
  // A field's problem shows once the admin has left the field or tried to save, and is checked
  // afresh on each change from then on, so a message goes as soon as its value is fixed.
  const form = useForm<PricingSettings>({
    resolver: zodResolver(PricingInputSchema),
    defaultValues: settingsOf(stored),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const save = useSavePricing(choice);
  // The live preview and the unsaved note follow every keystroke, by the rule the server applies.
  const checked = PricingInputSchema.safeParse(form.watch());
  const settings = checked.success ? checked.data : null;
  const headingId = `pricing-${choice.service}-${choice.vehicleType}`;

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        const now = saved[choice.service][choice.vehicleType];
        if (now) form.reset(settingsOf(now));
      },
      onError: (failure) => showServerFieldErrors(form.setError, failure, PRICING_FIELDS),
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        save.reset();
        void submit(event);
      }}
      aria-labelledby={`${serviceHeadingId} ${headingId}`}
      className="space-y-4"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-base text-slate-900">
          {VEHICLE_TYPE_LABELS[choice.vehicleType]}
        </h3>
        <p className="mt-0.5 text-slate-500 text-xs">
          Last saved {formatIndiaDateTime(stored.updatedAt)}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {PRICING_FIELDS.map((field) => {
          const id = `${headingId}-${field}`;
          const error = errors[field]?.message;
          return (
            <FormField key={field} id={id} label={FIELDS[field].label} error={error}>
              <input
                {...fieldAria(id, error)}
                type="number"
                min={0}
                step={FIELDS[field].step}
                inputMode={FIELDS[field].mode}
                {...form.register(field, {
                  setValueAs: (text: unknown) => pricingValueOf(field, String(text ?? '')),
                  onChange: () => save.reset(),
                })}
                className={`${inputClass} tabular-nums`}
              />
            </FormField>
          );
        })}
      </div>
      <PricePreview settings={settings} />
      <SaveBar
        save={save}
        savedMessage="Pricing saved."
        failedMessage={ADMIN_MESSAGES.pricingSaveFailed}
        unsaved={pricingChanged(settings, settingsOf(stored))}
      />
    </form>
  );
}
