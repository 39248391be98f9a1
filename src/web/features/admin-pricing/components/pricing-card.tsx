import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import type { AdminPricing } from '@shared/admin/admin-settings';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '@shared/catalog/services';
import { PricingSettingsSchema } from '@shared/pricing/pricing-schema';
import { type FormEvent, useState } from 'react';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { cardClass } from '@/components/ui/card';
import { SaveBar } from '@/features/admin/components/save-bar';
import { formatDateTime } from '@/features/admin/format-date';
import { useSavePricing } from '@/features/admin-pricing/api/save-pricing';
import {
  PRICING_FIELDS,
  type PricingDraft,
  toDraft,
  toSettings,
} from '@/features/admin-pricing/pricing-draft';
import { ApiError } from '@/lib/api-client';
import { PricePreview } from './price-preview';

const FIELDS: Record<
  (typeof PRICING_FIELDS)[number],
  { label: string; step: string; mode: 'numeric' | 'decimal' }
> = {
  targetTotal: { label: 'Target price (₹)', step: '1', mode: 'numeric' },
  gstPct: { label: 'GST (%)', step: '0.01', mode: 'decimal' },
  serviceCharge: { label: 'Service charge (₹)', step: '1', mode: 'numeric' },
};

type FieldErrors = Partial<Record<keyof PricingDraft, string>>;

interface PricingCardProps {
  vehicleType: VehicleType;
  stored: AdminPricing[VehicleType];
}

export function PricingCard({ vehicleType, stored }: PricingCardProps) {
  const [draft, setDraft] = useState(() => toDraft(stored));
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const save = useSavePricing(vehicleType);
  // The server's field errors from the last save, else this form's own check.
  const fieldErrors: FieldErrors =
    save.error instanceof ApiError ? save.error.fieldErrors : invalid;
  const title = VEHICLE_TYPE_LABELS[vehicleType];
  const headingId = `pricing-${vehicleType}`;
  const settings = toSettings(draft);
  const changed = PRICING_FIELDS.some((field) => settings[field] !== stored[field]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const checked = PricingSettingsSchema.safeParse(settings);
    setInvalid(
      checked.success
        ? {}
        : Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])),
    );
    if (checked.success) {
      save.mutate(checked.data, { onSuccess: (saved) => setDraft(toDraft(saved[vehicleType])) });
    }
  };

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <p className="mt-0.5 text-slate-500 text-xs">Last saved {formatDateTime(stored.updatedAt)}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
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
          unsaved={changed}
        />
      </form>
    </section>
  );
}
