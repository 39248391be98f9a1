import { type FormEvent, useState } from 'react';
import { ADMIN_MESSAGES } from '#shared/admin/admin-messages.ts';
import { VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import type { AdminPricing } from '#shared/pricing/pricing-schema.ts';
import type { PricedChoice } from '#shared/pricing/service-pricing.ts';
import { SaveBar } from '#web/components/admin/save-bar.tsx';
import { FormField, fieldAria, inputClass } from '#web/components/form/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSavePricing } from '../api/save-pricing.ts';
import {
  checkDraft,
  PRICING_FIELDS,
  type PricingErrors,
  type PricingField,
  toDraft,
} from '../pricing-draft.ts';
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
export function PricingForm({ choice, stored, serviceHeadingId }: PricingFormProps) {
  const [draft, setDraft] = useState(() => toDraft(stored));
  // A field's problem shows once the admin has left the field or tried to save.
  const [visited, setVisited] = useState<Partial<Record<PricingField, boolean>>>({});
  const [triedToSave, setTriedToSave] = useState(false);
  const save = useSavePricing(choice);
  const checked = checkDraft(draft);
  const ownErrors: PricingErrors = Object.fromEntries(
    PRICING_FIELDS.filter((field) => triedToSave || visited[field]).map((field) => [
      field,
      checked.errors[field],
    ]),
  );
  // The server's field errors from the last save (gone with the next edit), else this form's check.
  const fieldErrors: PricingErrors =
    save.error instanceof ApiError ? save.error.fieldErrors : ownErrors;
  const headingId = `pricing-${choice.service}-${choice.vehicleType}`;
  const changed =
    checked.settings === null ||
    PRICING_FIELDS.some((field) => checked.settings?.[field] !== stored[field]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    setTriedToSave(true);
    if (!checked.settings) return;
    save.mutate(checked.settings, {
      onSuccess: (saved) => {
        const now = saved[choice.service][choice.vehicleType];
        if (now) setDraft(toDraft(now));
        setVisited({});
        setTriedToSave(false);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
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
          return (
            <FormField key={field} id={id} label={FIELDS[field].label} error={fieldErrors[field]}>
              <input
                {...fieldAria(id, fieldErrors[field])}
                type="number"
                min={0}
                step={FIELDS[field].step}
                inputMode={FIELDS[field].mode}
                value={draft[field]}
                onChange={(event) => {
                  setDraft({ ...draft, [field]: event.target.value });
                  save.reset();
                }}
                onBlur={() => setVisited({ ...visited, [field]: true })}
                className={`${inputClass} tabular-nums`}
              />
            </FormField>
          );
        })}
      </div>
      <PricePreview settings={checked.settings} />
      <SaveBar
        save={save}
        savedMessage="Pricing saved."
        failedMessage={ADMIN_MESSAGES.pricingSaveFailed}
        unsaved={changed}
      />
    </form>
  );
}
