import { zodResolver } from '@hookform/resolvers/zod';
import type { SiteInfo } from '@shared/site/site-info';
import { SiteInfoSchema } from '@shared/site/site-info-schema';
import { type InputHTMLAttributes, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, fieldAria, inputClass } from '@/components/form/form-field';
import { SaveBar, type SaveResult } from '@/features/admin/components/save-bar';
import { saveSiteInfo } from '@/features/admin-site-info/api/save-site-info';
import { SITE_INFO_MESSAGES } from '@/features/admin-site-info/site-info-messages';
import { ApiError, errorMessage } from '@/lib/api-client';

type FieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength'
>;

const FIELDS: ({
  name: keyof SiteInfo;
  label: string;
  hint?: string;
  wide?: boolean;
} & FieldProps)[] = [
  { name: 'name', label: 'Business name', autoComplete: 'organization', wide: true },
  {
    name: 'phone',
    label: 'Phone (as shown)',
    hint: 'As customers read it, e.g. 098765 43210.',
    type: 'tel',
    autoComplete: 'off',
  },
  {
    name: 'phonecall',
    label: 'Phone for calls (+91…)',
    hint: 'For call and WhatsApp links: +91 and the number, no spaces.',
    type: 'tel',
    autoComplete: 'off',
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off', wide: true },
  { name: 'address', label: 'Address', hint: 'Street and area.', autoComplete: 'off', wide: true },
  {
    name: 'addressCity',
    label: 'City line',
    hint: 'Town, state and pin code, e.g. Roorkee, Uttarakhand 247667.',
    autoComplete: 'off',
  },
  {
    name: 'postalCode',
    label: 'Pin code',
    inputMode: 'numeric',
    maxLength: 6,
    autoComplete: 'off',
  },
];

interface SiteInfoFormProps {
  siteInfo: SiteInfo;
  onSaved: (siteInfo: SiteInfo) => void;
}

/** The business's public details, checked by the same schema the server uses. */
export function SiteInfoForm({ siteInfo, onSaved }: SiteInfoFormProps) {
  const form = useForm<SiteInfo>({
    resolver: zodResolver(SiteInfoSchema),
    defaultValues: siteInfo,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [result, setResult] = useState<SaveResult>();

  const save = form.handleSubmit(async (values) => {
    setResult(undefined);
    try {
      const saved = await saveSiteInfo(values);
      form.reset(saved);
      onSaved(saved);
      setResult({ ok: true, message: SITE_INFO_MESSAGES.saved });
    } catch (failure) {
      if (failure instanceof ApiError) {
        for (const [field, message] of Object.entries(failure.fieldErrors)) {
          if (field in siteInfo) form.setError(field as keyof SiteInfo, { message });
        }
      }
      setResult({ ok: false, message: errorMessage(failure, SITE_INFO_MESSAGES.saveFailed) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={save}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, hint, wide, ...inputProps }) => {
          const id = `site-info-${name}`;
          const error = errors[name]?.message;
          return (
            <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
              <FormField id={id} label={label} hint={hint} error={error}>
                <input
                  {...inputProps}
                  {...form.register(name, { onChange: () => setResult(undefined) })}
                  {...fieldAria(id, error, hint)}
                  className={inputClass}
                />
              </FormField>
            </div>
          );
        })}
      </div>
      <SaveBar saving={isSubmitting} result={result} unsaved={isDirty} />
    </form>
  );
}
