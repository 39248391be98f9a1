import { ADMIN_MESSAGES } from '@shared/admin/admin-messages';
import type { AdminPricing } from '@shared/admin/admin-settings';
import { VEHICLE_TYPE_LABELS, type VehicleType } from '@shared/catalog/services';
import { PricingSettingsSchema } from '@shared/pricing/pricing-schema';
import { type FormEvent, useState } from 'react';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { SaveBar, type SaveResult } from '@/features/admin/components/save-bar';
import { formatDateTime } from '@/features/admin/format-date';
import { savePricing } from '@/features/admin-pricing/api/save-pricing';
import {
  PRICING_FIELDS,
  type PricingDraft,
  toDraft,
  toSettings,
} from '@/features/admin-pricing/pricing-draft';
import { ApiError, errorMessage } from '@/lib/api-client';
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
  pricing: AdminPricing;
  onSaved: (pricing: AdminPricing) => void;
}

export function PricingCard({ vehicleType, pricing, onSaved }: PricingCardProps) {
  const stored = pricing[vehicleType];
  const [draft, setDraft] = useState(() => toDraft(stored));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>();
  const title = VEHICLE_TYPE_LABELS[vehicleType];
  const headingId = `pricing-${vehicleType}`;
  const settings = toSettings(draft);
  const changed = PRICING_FIELDS.some((field) => settings[field] !== stored[field]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(undefined);
    const checked = PricingSettingsSchema.safeParse(settings);
    if (!checked.success) {
      setFieldErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setFieldErrors({});
    setSaving(true);
    try {
      const saved = await savePricing(vehicleType, checked.data);
      setDraft(toDraft(saved[vehicleType]));
      onSaved(saved);
      setResult({ ok: true, message: 'Pricing saved.' });
    } catch (failure) {
      if (failure instanceof ApiError) setFieldErrors(failure.fieldErrors);
      setResult({ ok: false, message: errorMessage(failure, ADMIN_MESSAGES.pricingSaveFailed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <p className="mt-0.5 text-slate-500 text-xs">Last saved {formatDateTime(stored.updatedAt)}</p>
      <form noValidate onSubmit={save} className="mt-4 space-y-4">
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
                    setResult(undefined);
                  }}
                  className={`${inputClass} tabular-nums`}
                />
              </FormField>
            );
          })}
        </div>
        <PricePreview settings={settings} />
        <SaveBar saving={saving} result={result} unsaved={changed} />
      </form>
    </section>
  );
}
